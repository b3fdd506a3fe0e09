/**
 * An edit page's form is drawn in a background render when its record first arrives: the commit of
 * that synchronous update shows the card's blank line, the next one the form (src/common/FormPages.tsx).
 */
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import CompanyEdit from '../../../../src/company/CompanyEdit';
import { dealerAdmin, renderPage } from '../support/render-page';
import { readAnswers } from '../merchant/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an edit page', () => {
  it('commits the blank card at its record’s arrival, then the form', async () => {
    server.use(...readAnswers());
    const commits: string[] = [];
    const shown = () =>
      document.querySelector('[data-testid="edit-fields"]')
        ? 'form'
        : document.querySelector('[data-testid="edit-drawing"]')
          ? 'drawing'
          : 'loading';
    renderPage(
      <Profiler id="page" onRender={() => commits.push(shown())}>
        <CompanyEdit />
      </Profiler>,
      { user: dealerAdmin, resource: 'company', path: '/seller/company/edit?id=11' },
    );
    await waitFor(() => expect(commits).toContain('form'));
    const firstForm = commits.indexOf('form');
    expect(commits.slice(0, firstForm)).toContain('drawing');
  });
});
