// Model-driven registration tests: the sign-up machine's model paths (machines/registry.ts) run in the browser
// against the real local stack (tests/e2e/model/harness.ts). A new state or transition of the machine that the
// page can reach becomes a new path here, and fails until the page shows it.
import { expect, test } from '@playwright/test';
import type { EventObject } from 'xstate';
import { findMachine } from '../paths/registry/index';
import type { MachineEntry, Outcome } from '../paths/registry/entry';
import type { SignUpEvent } from '../../machines/auth/sign-up.types';
import { messages } from '../../domain/messages';
import { defineModelTests, type RunContext } from './model/harness';
import { dictionaries, expectFieldError, field, PASSWORD } from './support/registration';

const vi = dictionaries.vi;
/** Seeded by the stack (docs/conventions.md): an e-mail that is already registered. */
const TAKEN = 'owner@ghg-demo.vn';
/** Stands for a fresh address in the model; each run types its own unique one. */
const FRESH = 'fresh@model.test';

const values = (email: string) => ({
  firstName: 'Lan',
  lastName: 'Nguyễn',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  phone: '0912345678',
  organizationName: 'Công ty Thép Xanh Model',
});

const events: SignUpEvent[] = [
  { type: 'user.submit', values: values(FRESH) },
  { type: 'user.submit', values: values(TAKEN) },
  { type: 'user.editField', field: 'email' },
];

function form({ page }: RunContext) {
  const t = vi.registration.signUp;
  return {
    firstName: field(page, t.firstName),
    lastName: field(page, t.lastName),
    email: field(page, t.email),
    password: field(page, t.password),
    confirmPassword: field(page, t.confirmPassword),
    phone: field(page, t.phone),
    organizationName: field(page, t.organizationName),
    submit: page.getByRole('button', { name: t.submit, exact: true }),
  };
}

defineModelTests(test, {
  machine: findMachine('sign-up') as MachineEntry,
  starts: [{ label: 'sign-up page', input: {}, url: '/auth/sign-up' }],
  events,
  actions: {
    'user.submit': async (run, event: EventObject) => {
      const submitted = (event as Extract<SignUpEvent, { type: 'user.submit' }>).values;
      const email = submitted.email === FRESH ? `model-${run.runId}@example.com` : submitted.email;
      run.memo.email = email;
      const f = form(run);
      await f.firstName.fill(submitted.firstName);
      await f.lastName.fill(submitted.lastName);
      await f.email.fill(email);
      await f.password.fill(submitted.password);
      await f.confirmPassword.fill(submitted.confirmPassword);
      await f.phone.fill(submitted.phone);
      await f.organizationName.fill(submitted.organizationName);
      await f.submit.click();
    },
    'user.editField': async (run) => {
      await form(run).email.press('End');
      await form(run).email.pressSequentially('x');
    },
  },
  // What the real stack answers POST /auth/sign-up.
  backend: {
    signUp: (request: { email: string }): Outcome =>
      request.email === TAKEN
        ? {
            ok: false,
            error: {
              statusCode: 409,
              code: 'EMAIL_TAKEN',
              message: messages.vi.errors.emailAlreadyRegistered,
              details: [{ field: 'email', message: messages.vi.errors.emailAlreadyRegistered }],
            },
          }
        : { ok: true, output: { email: request.email } },
  },
  states: {
    editing: async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: vi.screens.signUp })).toBeVisible();
      await expect(
        page.getByRole('button', { name: vi.registration.signUp.submit, exact: true }),
      ).toBeEnabled();
    },
    rejected: async (run, snapshot) => {
      const { page } = run;
      await expect(page).toHaveURL(/\/auth\/sign-up$/);
      const email = form(run).email;
      const fieldErrors = (snapshot.context as { fieldErrors: Record<string, unknown> }).fieldErrors;
      if (fieldErrors.email) await expectFieldError(email, messages.vi.errors.emailAlreadyRegistered);
      else await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      // The typed values are kept.
      await expect(form(run).firstName).toHaveValue('Lan');
    },
    succeeded: async ({ page }) => {
      await expect(page).toHaveURL(/\/auth\/thank-you/);
      await expect(page.getByRole('heading', { level: 1, name: vi.screens.signUpThankYou })).toBeVisible();
    },
  },
});
