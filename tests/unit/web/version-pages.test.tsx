/** The version pages, all of them the CRUD kit's (src/admin/crud) from the declaration in resources/version alone. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense, type ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moduleOf } from '../../../src/admin/registry';
import { API, currentPath, dealerAdmin, ok, renderPage, settle, toastTexts, userOf } from './support/render-page';
import { addFilter, filterForm, rowActionLabels } from './support/list-parts';

/** A lazy page of the module, as the shell shows it (inside a Suspense boundary). */
const pageOf = (Page: ComponentType | undefined) => () => <Suspense fallback={null}>{Page ? <Page /> : null}</Suspense>;
const versionModule = moduleOf('version')!;
const VersionList = pageOf(versionModule.list);
const VersionCreate = pageOf(versionModule.create);
const VersionEdit = pageOf(versionModule.edit);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const operator = userOf({ role: 'admin', org_type: 'op', org_level: 0, org_id: 1, staff_id: 1 });
const operatorStaff = userOf({ role: 'staff', org_type: 'op', org_level: 0, org_id: 1, staff_id: 2 });
const version = {
  id: 1,
  name: 'POS Android',
  version_no: '5.2.0',
  platform: 'android',
  download_url: 'https://dl.example.com/pos-5.2.0.apk',
  release_notes: 'Faster checkout.',
  force_update: false,
  status: 'valid',
  released_at: '2025-05-01T02:00:00.000Z',
  created_at: '2025-05-01T02:00:00.000Z',
};

let exported: unknown;
async function xlsx(request: Request) {
  exported = await request.json();
  return new HttpResponse(new Blob(['xlsx']), {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': "attachment; filename*=UTF-8''Versions-1.xlsx",
    },
  });
}

function answers(answer: () => Response = () => HttpResponse.json(ok({ id: 9 }))) {
  const sent: Record<string, unknown>[] = [];
  let lastQuery: URLSearchParams | undefined;
  server.use(
    mock.get(`${API}/version/list`, ({ request }) => {
      lastQuery = new URL(request.url).searchParams;
      return HttpResponse.json(ok({ list: [version], total: 1, page: 1, size: 20 }));
    }),
    mock.get(`${API}/version/detail`, () => HttpResponse.json(ok(version))),
    mock.post(`${API}/version/:call`, async ({ request, params }) => {
      if (params.call === 'export') return xlsx(request);
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return { sent, query: () => lastQuery };
}

const rowActions = (row: HTMLElement) => rowActionLabels(row);
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /save|保存/i }));

describe('version pages', () => {
  it('gives the operator Create and Edit, and filters by platform as `os`', async () => {
    const { query } = answers();
    renderPage(<VersionList />, { user: operator, resource: 'version' });
    const row = (await screen.findByText('5.2.0')).closest('tr')!;
    expect(query()?.get('sort')).toBe('released_at');
    expect(within(row).getByText('Android')).toBeTruthy();
    expect(rowActions(row)).toEqual(['Edit']);
    expect(screen.getByRole('link', { name: /create/i })).toBeTruthy();
    await addFilter(/platform/i);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /platform/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Windows' }));
    await waitFor(() => expect(query()?.get('os')).toBe('windows'));
    expect(query()?.get('platform')).toBe('web');
  });

  it('shows the platform by its label and the status as the chip every list uses, in both languages', async () => {
    answers();
    const { unmount } = renderPage(<VersionList />, { user: dealerAdmin, resource: 'version' });
    let row = (await screen.findByText('5.2.0')).closest('tr')!;
    expect(within(row).getByTestId('chip-platform').textContent).toBe('Android');
    expect(within(row).getByTestId('chip-status').textContent).toBe('Enabled');
    expect(within(row).queryByText('android')).toBeNull();
    unmount();
    renderPage(<VersionList />, { user: dealerAdmin, resource: 'version', lang: 'zh-CN' });
    row = (await screen.findByText('5.2.0')).closest('tr')!;
    expect(within(row).getByTestId('chip-status').textContent).toBe('启用');
    expect(screen.getByRole('columnheader', { name: '平台' })).toBeTruthy();
  });

  it('filters by name and status and exports what it shows', async () => {
    const { query } = answers();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage(<VersionList />, { user: dealerAdmin, resource: 'version' });
    await screen.findByText('5.2.0');
    fireEvent.change(within(filterForm()).getByLabelText('Name'), { target: { value: 'POS' } });
    await waitFor(() => expect(query()?.get('name')).toBe('POS'));
    await addFilter(/status/i);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /status/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(query()?.get('status')).toBe('invalid'));
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(saved).toEqual(['Versions-1.xlsx']));
    expect(exported).toEqual({
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      name: 'POS',
      status: 'invalid',
      sort: 'released_at',
      order: 'desc',
    });
    click.mockRestore();
  });

  it('gives dealers and the operator’s staff role neither', async () => {
    answers();
    for (const user of [dealerAdmin, operatorStaff]) {
      const { unmount } = renderPage(<VersionList />, { user, resource: 'version' });
      expect(rowActions((await screen.findByText('5.2.0')).closest('tr')!)).toEqual([]);
      expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
      unmount();
    }
  });

  it('creates a version, enabled and released now unless said otherwise, checking the number’s format', async () => {
    const { sent } = answers();
    renderPage(<VersionCreate />, { user: operator, resource: 'version', path: '/version/edit' });
    await screen.findByLabelText(/^name/i);
    expect(screen.getByText('Numbers separated by dots, e.g. 5.2.0')).toBeTruthy();
    type(/^name/i, 'POS Android');
    type(/^version number/i, '5.3');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^platform/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Android' }));
    type(/^version number/i, 'v5.3');
    await settle();
    save();
    expect(await screen.findByText('Wrong format')).toBeTruthy();
    type(/^version number/i, '5.3.0');
    type(/^download url/i, 'https://dl.example.com/pos-5.3.0.apk');
    await settle();
    save();
    await waitFor(() => expect(currentPath()).toBe('/version/list'));
    expect(sent[0]).toMatchObject({ name: 'POS Android', version_no: '5.3.0', platform: 'android', status: 'valid', force_update: false });
    expect(Math.abs(Date.parse(String(sent[0].released_at)) - Date.now())).toBeLessThan(120_000);
    expect(toastTexts()).toContain('Version created');
  });

  it('sends only what changed when the operator edits, and shows a dealer the version read-only', async () => {
    const { sent } = answers(() => HttpResponse.json(ok({ ...version, force_update: true })));
    const { unmount } = renderPage(<VersionEdit />, { user: operator, resource: 'version', path: '/version/edit?id=1' });
    await waitFor(() => expect((screen.getByLabelText(/^name/i) as HTMLInputElement).value).toBe('POS Android'));
    fireEvent.click(screen.getByLabelText(/forced update/i));
    await settle();
    save();
    await waitFor(() => expect(sent).toEqual([{ id: 1, force_update: true }]));
    unmount();
    renderPage(<VersionEdit />, { user: dealerAdmin, resource: 'version', path: '/version/edit?id=1' });
    expect(await screen.findByTestId('read-only')).toBeTruthy();
  });
});
