// The catalogue of the product's machines, for model-based test paths (`npm run paths`), the generated machine
// docs (`npm run docs:machines`, docs/machines/) and the model-driven browser tests (tests/e2e/model/).
//
// Adding a machine is ONE entry in an area file of this folder (auth.ts, session.ts, ...), listed in `machineRegistry` below: its id, its purpose (en + vi), the machine, the events a
// user (or the app) sends with example payloads, and how the model settles its invoked actors:
// - `scripted`: every outcome of every actor is listed as an event (`xstate.done.actor.<id>` with an output,
//   `xstate.error.actor.<id>` with an error, `xstate.after.<ms>.<state>` for a delay); the model tries each one
//   while that actor runs (the style of sign-in.paths.test.ts);
// - `backend`: a fake backend answers each running actor from the request it was started with (the style of the
//   sign-up / activation / password-reset / change-password tests), so the outcome follows from the payload a
//   tester types.
// tests/paths/registry.test.ts fails when a `machines/**/*.machine.ts` file has no entry, and checks that every
// entry's paths cover all its states and transitions.
//
// Only scripts and tests import this folder (it pulls test fixtures): never import it from src/.
import type { MachineEntry } from './entry';
import { signIn, signUp, activation, passwordReset, hostedUiCallback } from './auth';
import { session, refresh } from './session';
import { changePassword, mfaSetup, profile } from './account';
import { invite, membership, workspaceHome, invitationLink, workspaceManagement } from './spaces';
import { contactSale, pricing } from './forms';
import { reportClaim, reportShare, riskAssessment, riskReport } from './ghg';
import { contactPipeline, contactRequest } from './staff';
import { contentEditor, contentList } from './staff-content';
import { publicResource } from './content';
import { enrolment_, lesson_, quiz_ } from './academy';
import { certificateRequest, credentialCheck, staffCertificates } from './certificates';
import { contactExpert, expertContactRequests } from './expert-contact';
import { expertApplication, expertOwnProfile, expertQueue, expertReview } from './experts';
import { addressPicker, boundary, facilities, inventories, inventoryLifecycle } from './inventory';
import { activityCsv, activityRowForm, activityRows, factorPicker } from './inventory-data';
import { inventoryResults } from './inventory-results';
import { auditTrail, reviewPanel, reviewRows, rowComments } from './inventory-review';

export const machineRegistry: readonly MachineEntry[] = [
  session,
  signIn,
  hostedUiCallback,
  signUp,
  activation,
  passwordReset,
  changePassword,
  mfaSetup,
  refresh,
  profile,
  workspaceHome,
  invitationLink,
  workspaceManagement,
  invite,
  membership,
  contactSale,
  pricing,
  riskAssessment,
  riskReport,
  reportClaim,
  reportShare,
  contactPipeline,
  contactRequest,
  contentList,
  contentEditor,
  publicResource,
  enrolment_,
  lesson_,
  quiz_,
  certificateRequest,
  credentialCheck,
  staffCertificates,
  contactExpert,
  expertContactRequests,
  expertApplication,
  expertOwnProfile,
  expertQueue,
  expertReview,
  inventories,
  facilities,
  addressPicker,
  boundary,
  inventoryLifecycle,
  activityRows,
  activityRowForm,
  factorPicker,
  activityCsv,
  inventoryResults,
  auditTrail,
  reviewPanel,
  reviewRows,
  rowComments,
];

export function findMachine(id: string): MachineEntry | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
