/**
 * The CRUD kit (src/admin/crud) on a resource that is not the app's: a `notice` declared here the way
 * resources/<name> declares one, with a status action, a number and a long text. What the version
 * pages do not use is checked here: Enable/Disable with the resource's own confirmation, numbers,
 * a required choice without a default, and an input of the resource's own.
 */
import { Type } from '@sinclair/typebox';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addResourceMessages, defineMessages } from '../../../i18n/resource-messages';
import { DateTime, StatusValue, strict, Text, UpdateBody } from '../../../resources/common';
import { defineResource } from '../../../resources/define';
import type { ListDef } from '../../../resources/list';
import { everyone } from '../../../resources/roles';
import { CrudCreate } from '../../../src/admin/crud/CrudForm';
import CrudList from '../../../src/admin/crud/CrudList';
import type { FieldInputProps } from '../../../src/admin/crud/crud-resource';
import { API, ok, renderPage, settle, userOf } from './support/render-page';
import { rowActionLabels, rowActionNamed } from './support/list-parts';

const Audience = Type.Union([Type.Literal('dealers'), Type.Literal('stores')]);
const editable = { title: Text(80), audience: Audience, priority: Type.Integer({ minimum: 1, maximum: 9 }), body: Text(2000, false) };
const notice = defineResource({
  name: 'notice',
  item: Type.Object({ id: Type.Integer(), ...editable, status: StatusValue, created_at: DateTime }),
  list: {
    filters: { title: Type.String({ maxLength: 80 }), audience: Audience, status: StatusValue },
    sorts: ['created_at', 'id'],
    defaultSort: 'created_at',
    columns: [
      { source: 'title', type: 'text' },
      { source: 'audience', type: 'choice' },
      { source: 'priority', type: 'number' },
      { source: 'status', type: 'choice' },
    ],
  } satisfies ListDef,
  create: Type.Object({ ...editable, body: Type.Optional(editable.body) }, strict),
  update: UpdateBody(editable),
  permissions: { list: everyone, create: everyone, update: everyone, status: everyone, export: everyone },
  visibility: 'everyone',
  recordName: 'title',
  messages: defineMessages({
    'en-US': {
      name: 'Notice |||| Notices',
      fields: { title: 'Title', audience: 'Audience', priority: 'Priority', body: 'Text', status: 'Status' },
      choices: { audience: { dealers: 'Dealers', stores: 'Stores' } },
      menu: 'Notices',
      routes: { list: 'Notice List' },
      pages: { confirm_enable: 'Show %{name} again.', confirm_disable: 'Hide %{name} from everyone.' },
    },
    'zh-CN': {
      name: '公告',
      fields: { title: '标题', audience: '对象', priority: '优先级', body: '正文', status: '状态' },
      choices: { audience: { dealers: '经销商', stores: '门店' } },
      menu: '公告',
      routes: { list: '公告列表' },
      pages: { confirm_enable: '重新显示 %{name}。', confirm_disable: '对所有人隐藏 %{name}。' },
    },
  }),
});
addResourceMessages(notice.name, notice.messages);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clerk = userOf(
  { role: 'admin', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 3 },
  {
    // neither `notice:create` nor `notice:update`: Create and Edit link to the route table, which has no notice pages
    perm_codes: ['notice:list', 'notice:status', 'notice:export'],
  },
);
const reader = userOf({ role: 'staff', org_type: 'dealer', org_level: 1, org_id: 2, staff_id: 5 }, { perm_codes: ['notice:list'] });
const record = {
  id: 4,
  title: 'Maintenance',
  audience: 'stores',
  priority: 2,
  body: '',
  status: 'valid',
  created_at: '2025-05-01T02:00:00.000Z',
};

function answers() {
  const sent: { call: string; body: unknown }[] = [];
  server.use(
    mock.get(`${API}/notice/list`, () => HttpResponse.json(ok({ list: [record], total: 1, page: 1, size: 20 }))),
    mock.post(`${API}/notice/:call`, async ({ request, params }) => {
      sent.push({ call: String(params.call), body: await request.json() });
      // a refused create keeps the page (its way back to the list is the route table's, which has no notice)
      if (params.call === 'create')
        return HttpResponse.json({ code: 1001, data: null, msg: 'Invalid parameter', reason: 'title' }, { status: 400 });
      return HttpResponse.json(ok({ ...record, status: 'invalid' }));
    }),
  );
  return sent;
}

describe('the CRUD kit', () => {
  it('lists a resource from its declaration: choices as chips, Enable/Disable with its own confirmation', async () => {
    const sent = answers();
    renderPage(<CrudList resource={notice} />, { user: clerk, resource: 'notice' });
    const row = (await screen.findByText('Maintenance')).closest('tr')!;
    expect(within(row).getByTestId('chip-audience').textContent).toBe('Stores');
    expect(within(row).getByTestId('chip-status').textContent).toBe('Enabled');
    fireEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Audience' })).toBeTruthy();
    fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' });
    expect(screen.getByTestId('export-button')).toBeTruthy();
    expect(rowActionLabels(row)).toEqual(['Disable']);
    fireEvent.click(rowActionNamed(row, 'Disable'));
    expect(await screen.findByText('Hide Maintenance from everyone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent).toEqual([{ call: 'status', body: { id: 4, status: 'invalid' } }]));
  });

  it('gives a reader no Create and no row buttons', async () => {
    answers();
    renderPage(<CrudList resource={notice} />, { user: reader, resource: 'notice' });
    const row = (await screen.findByText('Maintenance')).closest('tr')!;
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('makes the create form from the create body, with an input of the resource’s own where it gives one', async () => {
    const sent = answers();
    const Priority = ({ source }: FieldInputProps) => <div data-testid={`own-${source}`} />;
    renderPage(<CrudCreate resource={notice} form={{ inputs: { body: Priority } }} />, {
      user: clerk,
      resource: 'notice',
      path: '/notice/edit',
    });
    fireEvent.change(await screen.findByLabelText(/^title/i), { target: { value: 'Holiday hours' } });
    expect(screen.getByTestId('own-body')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^priority/i), { target: { value: '12' } });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText(/Must be 9 or less/i)).toBeTruthy();
    // the audience is required and has no default; the text is optional
    expect(screen.getAllByText('This item is required').length).toBe(1);
    fireEvent.change(screen.getByLabelText(/^priority/i), { target: { value: '3' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^audience/i }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dealers' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent).toEqual([{ call: 'create', body: { title: 'Holiday hours', priority: 3, audience: 'dealers' } }]));
  });
});
