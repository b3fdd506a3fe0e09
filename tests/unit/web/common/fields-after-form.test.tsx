/**
 * A page's form mounts its fields after the form itself, once: react-admin's form resets itself when
 * it mounts, which would draw every field already there a second time (src/common/FieldsAfterForm.tsx).
 */
import { act, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { useInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CreatePage } from '../../../../src/common/FormPages';
import { dealerAdmin, renderPage } from '../support/render-page';

/** A field of the form that shows its value. */
function NameField() {
  const { field } = useInput({ source: 'name' });
  return <input aria-label="name" {...field} value={String(field.value ?? '')} />;
}

describe('a page’s form', () => {
  it('mounts its fields once, with the page’s starting values, and draws them no second time', async () => {
    const phases: string[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
    renderPage(
      <CreatePage defaultValues={{ name: 'Kopi Kita' }}>
        <Profiler id="fields" onRender={onRender}>
          <NameField />
        </Profiler>
      </CreatePage>,
      { user: dealerAdmin, resource: 'distributor', path: '/distributor/edit' },
    );
    await screen.findByRole('button', { name: /save/i });
    await act(async () => undefined);
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Kopi Kita');
    expect(phases).toEqual(['mount']);
  });
});
