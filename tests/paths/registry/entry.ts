// What a machine-registry entry is (tests/paths/registry/index.ts lists them), and the helpers the entries
// share: outcome builders, actor events, the common API failures.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { NETWORK_ERROR } from '../../../domain/failures';

/** What a fake actor does with a request: resolve with an output or reject with an error. */
export type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

export type ActorStrategy =
  | { kind: 'scripted'; outcomes: EventObject[] }
  | { kind: 'backend'; answer: Record<string, (request: never) => Outcome> };

export interface MachineStart {
  /** Shown in path listings: how a tester reaches this start (e.g. the link that was opened). */
  label: string;
  input: unknown;
}

export interface MachineEntry {
  /** Kebab-case id used on the command line (`npm run paths -- sign-in`) and as the docs file name. */
  id: string;
  /** The machine's source file, relative to the repository root. */
  file: string;
  purpose: { en: string; vi: string };
  machine: AnyStateMachine;
  /** Where the machine starts; several when its input decides the first step. Default: one start, no input. */
  starts?: MachineStart[];
  /** The events the user (or the app) sends, each with an example payload. */
  events: EventObject[];
  actors: ActorStrategy;
  /** Which snapshots the model treats as the same state. Default: value + context + the requests in flight. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** The machine's own event type checks the example payloads. */
export const typed = <TEvent extends EventObject>(events: TEvent[]): EventObject[] => events;
export const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
export const ok = (output: unknown = null): Outcome => ({ ok: true, output });
export const fail = (error: unknown): Outcome => ({ ok: false, error });
export const apiError = (statusCode: number, code: string, message: string, details?: unknown[]) => ({
  statusCode,
  code,
  message,
  ...(details ? { details } : {}),
});
export const rateLimited = apiError(429, 'RATE_LIMITED', 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau');
export const offline = { code: NETWORK_ERROR, message: 'Network Error' };
export const serverFault = apiError(500, 'INTERNAL', 'Đã có lỗi xảy ra!');
export const PASSWORD = 'GhgDemo@2026';
