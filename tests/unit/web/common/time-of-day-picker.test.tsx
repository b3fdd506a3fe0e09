/**
 * A time field stands in light until the user comes to it: no MUI X picker at first, the picker
 * once the field takes the focus (keeping it, so typing goes on) or a pointer comes over it, and a
 * whole time written into the stand-in taken as it is.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeOfDayPicker } from '../../../../src/common/pickers/TimeOfDayPicker';

function Field({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeOfDayPicker
      label="Closes"
      ariaLabel="Friday Closes"
      value={value}
      onChange={(hhmm) => {
        seen.push(hhmm);
        setValue(hhmm);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Friday Closes' }) as HTMLInputElement;
const pickerButtons = () => screen.queryAllByRole('button', { name: /choose time/i });

describe('a time of day field', () => {
  it('draws no picker until it takes the focus, then the picker keeps the focus and the time', () => {
    render(<Field initial="22:00" seen={[]} />);
    expect(field().value).toBe('10:00 PM');
    expect(pickerButtons()).toHaveLength(0);
    act(() => field().focus());
    expect(pickerButtons()).toHaveLength(1);
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe('10:00 PM');
  });

  it('wakes the picker when a pointer comes over it, without taking the focus', () => {
    render(<Field initial="09:00" seen={[]} />);
    fireEvent.pointerEnter(field());
    expect(pickerButtons()).toHaveLength(1);
    expect(document.activeElement).not.toBe(field());
  });

  it('takes a whole time written into the stand-in, and nothing else', () => {
    const seen: string[] = [];
    render(<Field initial="09:00" seen={seen} />);
    fireEvent.change(field(), { target: { value: '02:00 AM' } });
    fireEvent.change(field(), { target: { value: '2 o’clock' } });
    expect(seen).toEqual(['02:00']);
    expect(field().value).toBe('02:00 AM');
  });
});
