// The one error shape of the API (components/schemas/Error.yaml): `{ statusCode, code, message, details? }`.
import { expect } from 'vitest';

export const isErrorBody = (body: any, statusCode: number, code: string) => {
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['statusCode', 'code', 'message', 'details'].includes(k))).toBe(true);
};
