// The staff machines' real actors against a fake fetch: the calls they make (paths, queries, bodies) and how the
// answers reach the machines (the list with its meta and the staff; an API error as a 403 the machine reads).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  contactedRequest,
  contactRequest,
  pipelinePage,
  REQUEST,
  staffMember,
} from '../../../tests/fixtures/staff';
import { createApiClient } from '../../api/client';
import { selectContactPipelineView } from '../../../machines/staff/contact-pipeline.selectors';
import {
  createContactPipelineLogic,
  pipelineInput,
  pipelineSearch,
  createContactRequestLogic,
} from './staff';

function fakeApi(answer: (request: Request) => { status?: number; body: unknown }) {
  const requests: Array<{ method: string; url: URL; body: string }> = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getLocale: () => 'vi',
    fetch: async (request) => {
      requests.push({
        method: request.method,
        url: new URL(request.url),
        body: await request.clone().text(),
      });
      const { status = 200, body } = answer(request);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, requests };
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe('staff wiring', () => {
  it('asks for the list with only the filters set, and for the staff; hands the machine items, meta and staff', async () => {
    const { api, requests } = fakeApi((request) =>
      pathOf(request) === '/staff/members'
        ? { body: { data: [staffMember] } }
        : { body: { data: pipelinePage.items, meta: pipelinePage.meta } },
    );
    const queries: string[] = [];
    const actor = createActor(createContactPipelineLogic({ onQuery: (query) => queries.push(query) }, api), {
      input: pipelineInput('?owner=none&status=bogus&page=-2'),
    }).start();
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectContactPipelineView(ready)).toMatchObject({
      items: pipelinePage.items,
      meta: pipelinePage.meta,
      members: [staffMember],
    });
    const list = requests.find((request) => request.url.pathname === '/staff/contact-requests')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ owner: 'none', take: '20', page: '1' });
    // Every new search, filter or page goes into the URL (what the page writes with replace).
    actor.send({ type: 'user.filterStatus', status: 'won' });
    actor.send({ type: 'user.search', q: ' thép ' });
    actor.send({ type: 'user.goToPage', page: 3 });
    expect(queries).toEqual([
      '?status=won&owner=none',
      '?q=th%C3%A9p&status=won&owner=none',
      '?q=th%C3%A9p&status=won&owner=none&page=3',
    ]);
    expect(pipelineSearch({ q: '', status: null, owner: null }, 1)).toBe('');
  });

  it('reads a 403 as "forbidden"', async () => {
    const { api } = fakeApi(() => ({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này' },
    }));
    const actor = createActor(createContactPipelineLogic(undefined, api), { input: {} }).start();
    await waitFor(actor, (s) => s.matches('forbidden'));
  });

  it('loads one request, PATCHes the change and POSTs a note to its path', async () => {
    const { api, requests } = fakeApi((request) => {
      if (pathOf(request) === '/staff/members') return { body: { data: [staffMember] } };
      if (request.method === 'POST') return { status: 201, body: { data: contactRequest } };
      return { body: { data: request.method === 'PATCH' ? contactedRequest : contactRequest } };
    });
    const actor = createActor(createContactRequestLogic(api), { input: { id: REQUEST } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.update', change: { status: 'contacted', ownerId: null } });
    await waitFor(actor, (s) => s.context.notice === 'saved');
    expect(actor.getSnapshot().context.request).toEqual(contactedRequest);
    actor.send({ type: 'user.addNote', text: ' Gọi lại thứ Hai ' });
    await waitFor(actor, (s) => s.context.notice === 'noteAdded');
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map(({ method, url, body }) => [method, url.pathname, JSON.parse(body)])).toEqual([
      ['PATCH', `/staff/contact-requests/${REQUEST}`, { status: 'contacted', ownerId: null }],
      ['POST', `/staff/contact-requests/${REQUEST}/notes`, { text: 'Gọi lại thứ Hai' }],
    ]);
  });
});
