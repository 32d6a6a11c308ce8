// The one form check of a request body: a route registered with `{ body: formBody(schema) }` (server/openapi.ts)
// has its body checked by the shared form schema of domain/validation, so that the server refuses with exactly the
// texts the form shows, and then by the contract's JSON schema, which checks the body the form produced (trimmed,
// normalised: what the handler receives). The form's texts win where both would object; a body that only the
// contract refuses is answered with the contract's details. Either way 400 VALIDATION_FAILED, one detail per field
// (its first problem), translated to the request's language when the answer is written (app.ts).
//
// The form runs first, on the body as sent, because its normalisation decides what the contract sees: an empty
// optional text of the profile is a null (cleared), which the contract's minLength would otherwise refuse.
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { validate, type FieldIssue } from '../domain/validation';
import { ApiError, type ErrorDetail } from './errors';
import type { Text } from './i18n';

/** A route's form check, made by `formBody`; `B` is the body the handler receives. */
export interface FormBody<B> {
  /** The body for the contract and the handler, or throws 400 VALIDATION_FAILED with the form's texts. */
  check(request: FastifyRequest): B;
}

export interface FormBodyOptions<TSchema extends v.GenericSchema, B> {
  /**
   * What the schema reads (the body by default); `undefined` leaves the body to the contract alone (e.g. a body
   * that is not an object). It may throw its own ApiError for a refusal that comes before the form's rules.
   */
  input?: (request: FastifyRequest) => unknown;
  /** Fields of the schema the body does not carry (their issues repeat another field's). */
  ignore?: readonly string[];
  /** The body for the contract and the handler, from the form's output (the output itself by default). */
  toBody?: (output: v.InferOutput<TSchema>, request: FastifyRequest) => B;
}

/** A catalogue key (`group.key`) and its parameters, as a server text. */
function textOfIssue(issue: Pick<FieldIssue, 'key' | 'params'>): Text {
  const dot = issue.key.indexOf('.');
  return {
    group: issue.key.slice(0, dot),
    key: issue.key.slice(dot + 1),
    ...(issue.params ? { params: issue.params } : {}),
  } as Text;
}

export function formBody<TSchema extends v.GenericSchema, B = v.InferOutput<TSchema>>(
  schema: TSchema,
  options: FormBodyOptions<TSchema, B> = {},
): FormBody<B> {
  const ignored = new Set(options.ignore ?? []);
  return {
    check(request) {
      const input = options.input ? options.input(request) : request.body;
      if (input === undefined) return request.body as B;
      // The locale only matters for `fieldErrors`, which are not used: details are translated when written.
      const result = validate(schema, input, 'vi');
      if (!result.ok) {
        const details = new Map<string, ErrorDetail>();
        for (const issue of result.issues) {
          if (ignored.has(issue.field) || details.has(issue.field)) continue;
          details.set(issue.field, { field: issue.field, message: textOfIssue(issue) });
        }
        if (details.size > 0)
          throw new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [...details.values()]);
      }
      if (!result.ok) return request.body as B;
      return options.toBody ? options.toBody(result.value, request) : (result.value as B);
    },
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
