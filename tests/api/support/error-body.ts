// The one error shape of the API (components/schemas/Error.yaml): `{ statusCode, code, message, details? }`.
import { expect } from 'vitest';

export const isErrorBody = (body: any, statusCode: number, code: string) => {
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['statusCode', 'code', 'message', 'details'].includes(k))).toBe(true);
};

/** The answer has this status and the one error body with this code; the body is returned for more checks. */
export function expectError(res: { statusCode: number; json(): any }, statusCode: number, code: string) {
  expect(res.statusCode).toBe(statusCode);
  const body = res.json();
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).every((k) => ['statusCode', 'code', 'message', 'details'].includes(k))).toBe(true);
  return body;
}
