// Runs one of the shared form schemas (domain/validation) on a request body, so that the server refuses with
// exactly the texts the form shows: 400 VALIDATION_FAILED, one detail per field (its first problem), translated to
// the request's language when the answer is written.
import type * as v from 'valibot';
import { validate, type FieldIssue } from '../../domain/validation';
import { ApiError, type ErrorDetail } from '../errors';
import type { Text } from '../i18n';

/** A catalogue key (`group.key`) and its parameters, as a server text. */
export function textOfIssue(issue: Pick<FieldIssue, 'key' | 'params'>): Text {
  const dot = issue.key.indexOf('.');
  return {
    group: issue.key.slice(0, dot),
    key: issue.key.slice(dot + 1),
    ...(issue.params ? { params: issue.params } : {}),
  } as Text;
}

/** The VALIDATION_FAILED error of a list of issues: the first issue of each field. */
export function validationError(issues: Pick<FieldIssue, 'field' | 'key' | 'params'>[]): ApiError {
  const details = new Map<string, ErrorDetail>();
  for (const issue of issues) {
    if (!details.has(issue.field))
      details.set(issue.field, { field: issue.field, message: textOfIssue(issue) });
  }
  return new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [...details.values()]);
}

/** The schema's output, or throws 400 VALIDATION_FAILED with the form's texts. */
export function validateBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  // The locale only matters for `fieldErrors`, which are not used: details are translated when written.
  const result = validate(schema, input, 'vi');
  if (result.ok) return result.value;
  throw validationError(result.issues);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
