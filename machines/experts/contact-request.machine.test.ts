// The "contact this expert" machine on a fake backend: the shared rules stop bad entries before sending (per
// field, as keys the view translates); the server's field errors, refusals (409/403), the rate limit and faults
// each have their state; retry sends the same values again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactExpertMachine } from './contact-request.machine';
import { selectContactExpertView } from './contact-request.selectors';
import type { ExpertContactRequest, SendContactRequestInput } from './contact-request.types';
import { CONTACT_REQUEST, TODAY, VALID_CONTACT } from '../../tests/paths/registry/expert-contact';
import { apiError, offline, rateLimited } from '../../tests/paths/registry/entry';

const SPACE = { id: VALID_CONTACT.spaceId, name: 'Công ty TNHH Thép Xanh Demo' };

function start(
  send: (input: SendContactRequestInput) => Promise<ExpertContactRequest>,
  workspaces = [SPACE],
) {
  const sent: SendContactRequestInput[] = [];
  const actor = createActor(
    contactExpertMachine.provide({
      actors: {
        sendContactRequest: fromPromise<ExpertContactRequest, SendContactRequestInput>(({ input }) => {
          sent.push(input);
          return send(input);
        }),
      },
    }),
    { input: { slug: 'pham-thi-lan', workspaces, today: TODAY } },
  ).start();
  return { actor, sent, view: () => selectContactExpertView(actor.getSnapshot()) };
}

describe('contact expert machine', () => {
  it('explains instead of offering the form to a user without a workspace', () => {
    const { view } = start(async () => CONTACT_REQUEST, []);
    expect(view()).toEqual({ kind: 'noWorkspace' });
  });

  it('names every bad entry per field and sends nothing; a fixed field loses its error', () => {
    const { actor, sent, view } = start(async () => CONTACT_REQUEST);
    actor.send({
      type: 'user.submit',
      values: { spaceId: '', sectorId: 0, scopes: [], deadline: '2026-11-23', message: 'ngắn' },
    });
    expect(sent).toEqual([]);
    const form = view();
    if (form.kind !== 'form') throw new Error(form.kind);
    expect(form.fieldErrors).toEqual({
      spaceId: { key: 'validation.workspaceRequired', text: null },
      sectorId: { key: 'validation.sectorRequired', text: null },
      scopes: { key: 'validation.scopesRequired', text: null },
      deadline: { key: 'validation.deadlineInPast', text: null },
      message: { key: 'validation.minLength', params: { min: 20 }, text: null },
    });
    actor.send({ type: 'user.editField', field: 'scopes' });
    expect(Object.keys((view() as { fieldErrors: object }).fieldErrors)).not.toContain('scopes');
    actor.send({ type: 'user.submit', values: { ...VALID_CONTACT, deadline: '2028-11-25' } });
    expect((view() as { fieldErrors: Record<string, unknown> }).fieldErrors.deadline).toEqual({
      key: 'validation.deadlineTooFar',
      params: { days: 730 },
      text: null,
    });
  });

  it('sends the checked values (scopes in the list order) and shows the sent request', async () => {
    const { actor, sent, view } = start(async () => CONTACT_REQUEST);
    actor.send({ type: 'user.submit', values: { ...VALID_CONTACT, scopes: ['CBAM', 'SCOPE_1'] } });
    expect(view()).toMatchObject({ kind: 'form', busy: true });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual([
      { slug: 'pham-thi-lan', values: { ...VALID_CONTACT, scopes: ['SCOPE_1', 'CBAM'] } },
    ]);
    expect(view()).toEqual({ kind: 'sent', request: CONTACT_REQUEST });
  });

  it("puts the server's field errors next to their fields", async () => {
    const { actor, view } = start(async () => {
      throw apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'sectorId', message: 'Vui lòng chọn lĩnh vực' },
      ]);
    });
    actor.send({ type: 'user.submit', values: VALID_CONTACT });
    await waitFor(actor, (s) => s.matches('composing'));
    expect(view()).toMatchObject({
      kind: 'form',
      fieldErrors: { sectorId: { text: 'Vui lòng chọn lĩnh vực' } },
    });
  });

  it('tells a refusal (409, 403), the rate limit and a fault apart; retry sends the same values', async () => {
    const answers: unknown[] = [
      apiError(409, 'CONFLICT', 'Xung đột'),
      apiError(403, 'FORBIDDEN', 'Không có quyền'),
      rateLimited,
      offline,
    ];
    const { actor, sent, view } = start(async () => {
      const next = answers.shift();
      if (next) throw next;
      return CONTACT_REQUEST;
    });
    actor.send({ type: 'user.submit', values: VALID_CONTACT });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(view()).toMatchObject({ kind: 'refused', refusal: 'conflict', error: { text: 'Xung đột' } });
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.submit', values: VALID_CONTACT });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(view()).toMatchObject({ kind: 'refused', refusal: 'forbidden' });
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.submit', values: VALID_CONTACT });
    await waitFor(actor, (s) => s.matches('rateLimited'));
    expect(view()).toMatchObject({ kind: 'rateLimited', error: { key: 'errors.rateLimited' } });
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.submit', values: VALID_CONTACT });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ kind: 'failed', error: { key: 'errors.networkError' } });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toHaveLength(5);
    expect(sent[4]).toEqual(sent[3]);
  });
});
