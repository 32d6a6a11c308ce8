// A rejected inventory call as the views show it (inventory.types.ts `Refusal`).
import { failureNotice } from '../../domain/failures';
import { failureOf } from '../kit/failures';
import type { Refusal } from './inventory.types';

export function refusalOf(event: object): Refusal {
  const failure = failureOf(event);
  return { notice: failureNotice(failure), fieldErrors: failure.fieldErrors, code: failure.code };
}
