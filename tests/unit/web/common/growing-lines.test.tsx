/** Multi-line inputs are plain textareas that CSS grows: no hidden copy measured in the form's first commit. */
import { fireEvent, screen } from '@testing-library/react';
import { Form, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { growingLines } from '../../../../src/common/growing-lines';
import { dealerAdmin, renderPage } from '../support/render-page';

function Shown() {
  return <output data-testid="remark-value">{useWatch({ name: 'remark' }) as string}</output>;
}

describe('a growing multi-line input', () => {
  it('is one textarea, its lines high, keeping the slot props it is given', async () => {
    renderPage(
      <Form record={{ remark: 'first' }}>
        <TextInput source="remark" {...growingLines(2, { htmlInput: { maxLength: 500 } })} />
        <Shown />
      </Form>,
      { user: dealerAdmin, resource: 'distributor' },
    );
    const box = await screen.findByRole('textbox', { name: /remark/i });
    // MUI's growing textarea adds a hidden second one that it measures
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('2');
    expect(box.getAttribute('maxlength')).toBe('500');
    expect(box.hasAttribute('type')).toBe(false);
    expect(box.className).toContain('MuiInputBase-inputMultiline');
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree' } });
    expect(screen.getByTestId('remark-value').textContent).toBe('one\ntwo\nthree');
  });
});
