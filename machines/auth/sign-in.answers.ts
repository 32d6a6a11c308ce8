// Reading the identity provider's answers for the sign-in machine's one guard table (`afterAnswer`): which
// challenge an answer names, and an error passed through to the form as it came.
import { errorCode, messageOf, outputOf } from '../kit/failures';
import type { AuthAnswer, SignInError } from './sign-in.types';

/** Challenges of a remembered device: not supported, they end in `unsupportedChallenge`. */
export const DEVICE_CHALLENGES = new Set(['DEVICE_SRP_AUTH', 'DEVICE_PASSWORD_VERIFIER']);

/** An identity answer is an object with a `kind` (the adapter's AuthAnswer). */
function isAnswer(value: unknown): value is AuthAnswer {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string';
}

/** Reads the actor output of a done event; the guard table only runs on actors that answer an AuthAnswer. */
export function answerOf(event: { type: string }): AuthAnswer {
  const output = outputOf(event);
  if (!isAnswer(output)) {
    throw new Error(`sign-in: ${event.type} carries no identity answer`);
  }
  return output;
}

export function challengeNamed(event: { type: string }, name: string): boolean {
  const answer = answerOf(event);
  return answer.kind === 'challenge' && answer.name === name;
}

export function passedThrough(error: unknown): Extract<SignInError, { kind: 'message' }> {
  return { kind: 'message', message: messageOf(error), code: errorCode(error) };
}
