// Model-driven invitation-link tests: the invitation-link machine's model paths (machines/registry.ts,
// `invitation-link`) run in the browser against the real local stack (tests/e2e/model/harness.ts). Each start is an
// invitation link in one lifecycle state, made through the real API in `beforeAll`:
// - a pending invitation for a new person -> the sign-up form with the invited e-mail locked;
// - a pending invitation for an existing account -> the "Join" view (signed out: sign in as the invited e-mail);
// - a withdrawn (deleted) invitation, an accepted one, a param nobody issued, no param -> why it cannot be used.
// Seats: the demo workspace (Standard plan, server/stack/demo.ts) holds the existing account's pending invitation
// (deleted again in `afterAll`); the new person's and the accepted invitation come from the existing account's own
// FREE workspace.
import { expect, test, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { findMachine } from '../paths/registry/index';
import type { MachineEntry, Outcome } from '../paths/registry/entry';
import type { InvitationLinkContext } from '../../machines/spaces/invitation-link.types';
import type { InviteInfo } from '../../machines/spaces/workspace.types';
import { inviteInfo } from '../fixtures/workspace';
import { E2E } from './env';
import { defineModelTests, type RunContext, type UiModel } from './model/harness';
import { uniqueAddress } from './support/mail';
import { cognitoSignIn, dictionaries, field, person, type Person } from './support/registration';
import { createOwner, invitationLink, PASSWORD } from './support/workspace';

const vi = dictionaries.vi;
const w = vi.workspace.invitation;
const DEMO_OWNER = { email: 'owner@ghg-demo.vn', password: 'GhgDemo@2026' };
const DEMO_SPACE = 'Công ty TNHH Thép Xanh Demo';
const PAGE = '/auth/sign-up-invitation';

/** The model's stand-ins for the real params (well-formed, so the machine asks the server about them). */
const MODEL = {
  newPerson: 'model-new-person-param',
  existing: 'model-existing-account-param',
  deleted: 'model-deleted-invite-param',
  accepted: 'model-accepted-invite-param',
  unknown: 'model-unknown-invite-param',
} as const;
type Kind = keyof typeof MODEL;

/** What `beforeAll` made: the real param and the invited e-mail of each kind, and the inviting space. */
const fixtures: Partial<Record<Kind, { param: string; email: string; space: string }>> = {
  // A well-formed param that no invitation has: the server answers 404 INVITE_NOT_FOUND.
  unknown: { param: 'Zz0NeverIssuedInviteParam0', email: '', space: '' },
};
let demoToken = '';
let demoPendingInviteId = '';

function fixture(kind: Kind) {
  const made = fixtures[kind];
  if (!made) throw new Error(`the ${kind} invitation was not made (beforeAll failed?)`);
  return made;
}

function kindOf(snapshot: AnyMachineSnapshot): Kind {
  const { param } = snapshot.context as InvitationLinkContext;
  const kind = (Object.keys(MODEL) as Kind[]).find((key) => MODEL[key] === param);
  if (!kind) throw new Error(`no fixture for the model param ${String(param)}`);
  return kind;
}

async function api(token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${E2E.appUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'vi',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
}

async function signInToken(email: string, password: string): Promise<string> {
  const result = await cognitoSignIn(email, password);
  if (!result.ok) throw new Error(`cognito-local sign-in of ${email}: ${result.error}`);
  return result.accessToken;
}

/** POST /spaces/invite-user (a MEMBER), then the link of the e-mail it sent: the invitation's id and param. */
async function invite(token: string, email: string): Promise<{ id: string; param: string }> {
  const created = (await api(token, 'POST', '/spaces/invite-user', { email, role: 'MEMBER' })) as {
    id: string;
  };
  const param = new URL(await invitationLink(email)).searchParams.get('param');
  if (!param) throw new Error(`the invitation e-mail to ${email} has no param`);
  return { id: created.id, param };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  demoToken = await signInToken(DEMO_OWNER.email, DEMO_OWNER.password);

  // Withdrawn: invited, then deleted (its seat is free again).
  const deletedEmail = uniqueAddress('model-inv-deleted');
  const deleted = await invite(demoToken, deletedEmail);
  await api(demoToken, 'DELETE', `/spaces/delete-pending-invite/${deleted.id}`);
  fixtures.deleted = { param: deleted.param, email: deletedEmail, space: DEMO_SPACE };

  // An existing account (activated, owning its own FREE workspace), invited to the demo workspace.
  const existing: Person = await createOwner('model-inv-existing');
  const existingInvite = await invite(demoToken, existing.email);
  demoPendingInviteId = existingInvite.id;
  fixtures.existing = { param: existingInvite.param, email: existing.email, space: DEMO_SPACE };

  // From the existing account's own workspace: one invitation accepted by signing up with it, one left pending.
  const existingToken = await signInToken(existing.email, PASSWORD);
  const acceptedEmail = uniqueAddress('model-inv-accepted');
  const accepted = await invite(existingToken, acceptedEmail);
  const signUp = await fetch(`${E2E.appUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'vi' },
    body: JSON.stringify({
      ...person(acceptedEmail),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      locale: 'vi',
      inviteParam: accepted.param,
    }),
  });
  expect(signUp.status, await signUp.text()).toBe(201);
  fixtures.accepted = { param: accepted.param, email: acceptedEmail, space: existing.organizationName };

  const newEmail = uniqueAddress('model-inv-new');
  const pending = await invite(existingToken, newEmail);
  fixtures.newPerson = { param: pending.param, email: newEmail, space: existing.organizationName };
});

test.afterAll(async () => {
  // The demo workspace gets its seat back.
  if (demoPendingInviteId)
    await api(demoToken, 'DELETE', `/spaces/delete-pending-invite/${demoPendingInviteId}`);
});

/** The link of one kind of invitation, read when the path runs (after `beforeAll`). */
function start(kind: Kind, label: string) {
  return {
    label,
    input: { param: MODEL[kind] },
    get url() {
      return `${PAGE}?param=${encodeURIComponent(fixture(kind).param)}`;
    },
  };
}

/** What GET /spaces/invite-info answers for each stand-in (the real answers carry the fixtures' values). */
const info = (patch: Partial<InviteInfo>): Outcome => ({ ok: true, output: { ...inviteInfo, ...patch } });
const answers: Record<string, Outcome> = {
  [MODEL.newPerson]: info({ accountExists: false }),
  [MODEL.existing]: info({ accountExists: true }),
  [MODEL.deleted]: info({ status: 'DELETED' }),
  [MODEL.accepted]: info({ status: 'ACCEPTED', accountExists: true }),
  [MODEL.unknown]: {
    ok: false,
    error: { statusCode: 404, code: 'INVITE_NOT_FOUND', message: 'Không tìm thấy lời mời' },
  },
};

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: vi.screens.signUpInvitation });
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{${key}}`, value), text);

const model: UiModel = {
  machine: findMachine('invitation-link') as MachineEntry,
  // Signed out, a link is only looked at: the page sends no event (signing up and joining are other journeys).
  events: [],
  actions: {},
  backend: {
    loadInvite: ({ param }: { param: string }) => answers[param] ?? answers[MODEL.unknown],
  },
  states: {
    newAccount: async ({ page }: RunContext, snapshot) => {
      const made = fixture(kindOf(snapshot));
      const t = vi.registration.signUp;
      await expect(heading(page)).toBeVisible();
      await expect(page.getByText(fill(w.signUpLead, { space: made.space }))).toBeVisible();
      const email = field(page, t.email);
      await expect(email).toHaveValue(made.email);
      await expect(email).toHaveAttribute('readonly', '');
      await expect(page.getByText(w.emailLocked)).toBeVisible();
      await expect(page.getByRole('button', { name: t.submit, exact: true })).toBeEnabled();
    },
    existingAccount: async ({ page }, snapshot) => {
      const made = fixture(kindOf(snapshot));
      await expect(heading(page)).toBeVisible();
      await expect(
        page.getByText(fill(w.existingLead, { email: made.email, space: made.space })),
      ).toBeVisible();
      // Signed out: sign in as the invited e-mail first; no form, no "Join" button yet.
      await expect(page.getByText(fill(w.signInToJoin, { email: made.email }))).toBeVisible();
      await expect(page.getByRole('link', { name: w.signInLink })).toBeVisible();
      await expect(page.getByRole('button', { name: w.join, exact: true })).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    },
    unusable: async ({ page }, snapshot) => {
      const { reason } = snapshot.context as InvitationLinkContext;
      if (!reason) throw new Error('unusable without a reason');
      await expect(heading(page)).toBeVisible();
      await expect(page.getByText(w.unusableTitle)).toBeVisible();
      await expect(page.getByText(w.unusable[reason])).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.join, exact: true })).toHaveCount(0);
    },
  },
};

// One group per link: the shortest paths of all starts together would take each transition once (a withdrawn and an
// accepted invitation both end in `unusable` by the same transition), and every link's view must be checked.
const starts: NonNullable<UiModel['starts']> = [
  start('newPerson', 'pending invitation, new person'),
  start('existing', 'pending invitation, existing account'),
  start('deleted', 'withdrawn invitation'),
  start('accepted', 'accepted invitation'),
  start('unknown', 'a param no invitation has'),
  { label: 'no param', input: { param: null }, url: PAGE },
];
for (const link of starts) {
  test.describe(link.label, () => defineModelTests(test, { ...model, starts: [link] }));
}
