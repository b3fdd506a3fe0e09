import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NumberText } from '../../../../src/common/NumberText';
import { setLang } from '../../../../src/state/app-state';

const cells = (values: (number | null)[]) =>
  values.map((value, i) => (
    <RecordContextProvider key={i} value={{ id: i, quota: value }}>
      <p data-testid={`cell-${i}`}>
        <NumberText source="quota" />
      </p>
    </RecordContextProvider>
  ));

afterEach(() => {
  setLang('en-US');
  vi.restoreAllMocks();
});

describe('a number in a list cell', () => {
  it("is written in the user's language, and empty when the record has none", () => {
    setLang('zh-CN');
    render(<>{cells([1234567, null, 0])}</>);
    expect(screen.getByTestId('cell-0').textContent).toBe(new Intl.NumberFormat('zh-CN').format(1234567));
    expect(screen.getByTestId('cell-1').textContent).toBe('');
    expect(screen.getByTestId('cell-2').textContent).toBe('0');
  });

  it('makes one number format for a whole table, not one per cell', () => {
    setLang('en-US');
    const made = vi.spyOn(Intl, 'NumberFormat');
    render(<>{cells(Array.from({ length: 40 }, (_, i) => i * 1000))}</>);
    expect(screen.getByTestId('cell-39').textContent).toBe('39,000');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
