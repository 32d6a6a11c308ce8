// Reading what an actor answered or threw, for the guards and actions machines declare in `setup`. There the
// event is the machine's own event union, which does not name the actors' done and error events, so these read
// `output` / `error` by checking for the property, never by casting.
import { failureNotice, readFailure, type Failure, type Notice } from '../../domain/failures';

/** What a rejected actor threw (an `xstate.error.actor.*` event's `error`); undefined for any other event. */
export function errorOf(event: object): unknown {
  return 'error' in event ? event.error : undefined;
}

/** What a resolved actor answered (an `xstate.done.actor.*` event's `output`); undefined for any other event. */
export function outputOf(event: object): unknown {
  return 'output' in event ? event.output : undefined;
}

/** The `Failure` a rejected actor's error reads as. */
export function failureOf(event: object): Failure {
  return readFailure(errorOf(event));
}

/** Identity errors carry their exception name in `code` (amazon-cognito-identity-js) or `name`. */
export function errorCode(error: unknown): string | null {
  if (error && typeof error === 'object') {
    const code = 'code' in error ? error.code : undefined;
    const name = 'name' in error ? error.name : undefined;
    if (typeof code === 'string' && code) return code;
    if (typeof name === 'string' && name && name !== 'Error') return name;
  }
  return null;
}

/** An error's message, or the thrown value as text. */
export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return String(error);
}

/** The form-level notice for a rejected actor's error (for `assign({ error: errorNotice })`). */
export function errorNotice({ event }: { event: object }): Notice {
  return failureNotice(failureOf(event));
}
