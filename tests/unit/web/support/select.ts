import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Opens the select named `label` once it can be used (a select may be disabled until the form
 * allows it); a select over a reference shows at once, its choices coming into its open menu
 * (src/common/ReferenceSelectInput.tsx).
 */
export async function openSelect(label: string | RegExp): Promise<HTMLElement> {
  const select = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
  fireEvent.mouseDown(select);
  return select;
}
