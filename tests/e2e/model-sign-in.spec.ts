// Model-driven sign-in tests: the sign-in machine's model paths (machines/registry.ts) run in the browser against
// the real local stack (tests/e2e/model/harness.ts). States the UI reaches here: the form, the wrong-password
// error, the not-activated message, the new-password step, signed in. Fixture users are made at cognito-local
// (and through the API) in beforeAll; the model's `backend` says what the stack answers each of them.
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { EventObject } from 'xstate';
import { answers, rawConfig } from '../fixtures/sign-in';
import type { SignInEvent } from '../../machines/auth/sign-in.types';
import { findMachine } from '../paths/registry/index';
import type { MachineEntry, Outcome } from '../paths/registry/entry';
import { messages } from '../../domain/messages';
import { E2E } from './env';
import { defineModelTests, type RunContext } from './model/harness';
import { uniqueAddress } from './support/mail';
import {
  activateThroughApi,
  dictionaries,
  field,
  PASSWORD,
  person,
  signUpThroughApi,
} from './support/registration';

const vi = dictionaries.vi;
const CLIENT_ID = '7k1nd3vl0ca1c1i3nt0000000a';
/** Seeded by the stack (docs/conventions.md). */
const OWNER = { email: 'owner@ghg-demo.vn', password: 'GhgDemo@2026' };
const WRONG_PASSWORD = 'Sai#Mat2026khau';
const TEMPORARY_PASSWORD = 'Tam#Thoi2026';
const NEW_PASSWORD = 'Moi#Model2026';
/** Model stand-ins for the fixture users made in beforeAll (real addresses are unique per run). */
const UNCONFIRMED = 'unconfirmed@model.test';
const FIRST_SIGN_IN = 'first-sign-in@model.test';
const users: Record<string, string> = {};

function cognito() {
  return new CognitoIdentityProviderClient({
    endpoint: E2E.cognitoEndpoint,
    region: 'ap-southeast-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

test.beforeAll(async () => {
  users[UNCONFIRMED] = uniqueAddress('model-unconfirmed');
  users[FIRST_SIGN_IN] = uniqueAddress('model-first');
  const client = cognito();
  try {
    // Registered at the identity provider, never confirmed: sign-in answers UserNotConfirmedException.
    await client.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: users[UNCONFIRMED],
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: users[UNCONFIRMED] }],
      }),
    );
  } finally {
    client.destroy();
  }
  // A real, activated account (so /auth/me knows it once signed in); its password is made temporary per run.
  const api = await playwrightRequest.newContext({ baseURL: E2E.appUrl });
  await signUpThroughApi(api, person(users[FIRST_SIGN_IN]));
  await activateThroughApi(api, users[FIRST_SIGN_IN]);
  await api.dispose();
});

/** The first sign-in with a temporary password: Cognito asks for a new one (NEW_PASSWORD_REQUIRED). */
async function makePasswordTemporary(email: string) {
  const client = cognito();
  try {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: 'ap-southeast-1_LocalDev01',
        Username: email,
        Password: TEMPORARY_PASSWORD,
        Permanent: false,
      }),
    );
  } finally {
    client.destroy();
  }
}

const events: SignInEvent[] = [
  { type: 'user.submit', email: OWNER.email, password: OWNER.password },
  { type: 'user.submit', email: OWNER.email, password: WRONG_PASSWORD },
  { type: 'user.submit', email: UNCONFIRMED, password: PASSWORD },
  { type: 'user.submit', email: FIRST_SIGN_IN, password: TEMPORARY_PASSWORD },
  { type: 'user.submitNewPassword', newPassword: NEW_PASSWORD, attributes: {} },
  { type: 'user.cancel' },
];

const coded = (code: string): Outcome => ({ ok: false, error: { code, name: code, message: code } });

/** What the stack answers each identity call, by who is signing in. */
function initiateAuth({ email, password }: { email: string; password: string }): Outcome {
  if (email === OWNER.email)
    return password === OWNER.password
      ? { ok: true, output: answers.signedIn }
      : coded('NotAuthorizedException');
  if (email === UNCONFIRMED) return coded('UserNotConfirmedException');
  return { ok: true, output: { ...answers.newPassword, requiredAttributes: [] } };
}

const credentials = (run: RunContext) => ({
  email: field(run.page, vi.signIn.email),
  password: field(run.page, vi.signIn.password),
  submit: run.page.getByRole('button', { name: vi.signIn.submit, exact: true }),
});

async function expectForm(run: RunContext) {
  await expect(run.page).toHaveURL(/\/auth\/sign-in/);
  await expect(run.page.getByRole('heading', { level: 1, name: vi.screens.signIn })).toBeVisible();
  await expect(credentials(run).submit).toBeEnabled();
}

defineModelTests(test, {
  machine: findMachine('sign-in') as MachineEntry,
  starts: [{ label: 'sign-in page', input: undefined, url: '/auth/sign-in' }],
  events,
  actions: {
    'user.submit': async (run, event: EventObject) => {
      const { email, password } = event as Extract<SignInEvent, { type: 'user.submit' }>;
      const real = users[email] ?? email;
      if (email === FIRST_SIGN_IN) await makePasswordTemporary(real);
      const form = credentials(run);
      await form.email.fill(real);
      await form.password.fill(password);
      await form.submit.click();
    },
    'user.submitNewPassword': async ({ page }, event: EventObject) => {
      const { newPassword } = event as Extract<SignInEvent, { type: 'user.submitNewPassword' }>;
      await field(page, vi.signIn.newPassword.newPassword).fill(newPassword);
      await field(page, vi.signIn.newPassword.confirmPassword).fill(newPassword);
      await page.getByRole('button', { name: vi.signIn.newPassword.submit, exact: true }).click();
    },
    'user.cancel': async ({ page }) => {
      await page.getByRole('button', { name: vi.signIn.cancel, exact: true }).click();
    },
  },
  backend: {
    loadConfig: () => ({ ok: true, output: rawConfig }),
    initiateAuth: initiateAuth as (request: never) => Outcome,
    checkUserActivation: () => ({ ok: true, output: { message: messages.vi.errors.accountNotActivated } }),
    completeNewPassword: () => ({ ok: true, output: answers.signedIn }),
    storeSession: () => ({ ok: true, output: undefined }),
  },
  states: {
    idle: async (run, snapshot) => {
      await expectForm(run);
      const error = (snapshot.context as { error: { kind: string; key?: string; message?: string } | null })
        .error;
      const alert = run.page.getByRole('alert');
      if (!error) await expect(alert).toHaveCount(0);
      else if (error.kind === 'key')
        await expect(alert).toHaveText(messages.vi.errors[error.key as 'incorrectCredentials']);
      else await expect(alert).toHaveText(error.message ?? '');
    },
    newPassword: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: vi.signIn.newPassword.title })).toBeVisible();
      await expect(field(page, vi.signIn.newPassword.newPassword)).toBeVisible();
    },
    signedIn: async ({ page }) => {
      await expect(page).toHaveURL(/\/user\/profile/);
      await expect(page.context().cookies()).resolves.toContainEqual(
        expect.objectContaining({ name: 'accessToken' }),
      );
    },
  },
});
