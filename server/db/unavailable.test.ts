// The mapping of errors to answers (server/app.ts `errorBodyOf`) for a database that cannot be reached
// (server/db/unavailable.ts): every recognised shape answers 503 SERVICE_UNAVAILABLE, translated, while a defect
// stays 500 INTERNAL and the 4xx mappings (constraint and input errors) stay as they were.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../app';
import { ApiError } from '../errors';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

/** A node socket error as `net` makes it (code, errno, syscall). */
function socketError(code: string, message = `connect ${code} 127.0.0.1:5432`): Error {
  return Object.assign(new Error(message), { code, errno: -1, syscall: 'connect' });
}

/** A PostgreSQL error as pg makes it from the server's ErrorResponse. */
function sqlError(code: string, message = 'from the server'): Error {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const UNAVAILABLE: [string, Error][] = [
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].map(
    (code): [string, Error] => [code, socketError(code)],
  ),
  ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
  ['pg: Connection terminated', new Error('Connection terminated')],
  [
    'pg-pool: connection timeout (cause: ETIMEDOUT)',
    new Error('Connection terminated due to connection timeout', { cause: socketError('ETIMEDOUT') }),
  ],
  ['pg-pool: timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
  ['pg: broken client', new Error('Client has encountered a connection error and is not queryable')],
  ['pg-pool: ended pool', new Error('Cannot use a pool after calling end on the pool')],
  ['08006 connection_failure', sqlError('08006', 'connection failure')],
  ['08001 sqlclient_unable_to_establish_sqlconnection', sqlError('08001')],
  ['08P01 protocol_violation', sqlError('08P01')],
  ['57P01 admin_shutdown', sqlError('57P01', 'terminating connection due to administrator command')],
  ['57P02 crash_shutdown', sqlError('57P02')],
  ['57P03 cannot_connect_now', sqlError('57P03', 'the database system is starting up')],
  ['53300 too_many_connections', sqlError('53300', 'sorry, too many clients already')],
  ['PGlite closed', new Error('PGlite is closed')],
  [
    "node's happy-eyeballs AggregateError",
    new AggregateError([socketError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], ''),
  ],
  [
    'fetch failed (cause: ECONNREFUSED)',
    new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') }),
  ],
];

describe('a database that cannot be reached', () => {
  it.each(UNAVAILABLE)('%s answers 503 SERVICE_UNAVAILABLE, translated', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(errorBodyOf(error, 'vi')).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Dịch vụ tạm thời gián đoạn, vui lòng thử lại sau giây lát',
    });
    expect(errorBodyOf(error, 'en').message).toBe(
      'The service is temporarily unavailable, please try again in a moment',
    );
  });

  it('asks for a retry after a few seconds', () => {
    expect(UNAVAILABLE_RETRY_AFTER_S).toBeGreaterThanOrEqual(1);
    expect(UNAVAILABLE_RETRY_AFTER_S).toBeLessThanOrEqual(30);
  });
});

describe('everything else keeps its answer', () => {
  it.each<[string, Error]>([
    ['a plain defect', new Error('Cannot read properties of undefined')],
    ['a SQL defect (42P01 undefined_table)', sqlError('42P01', 'relation "nope" does not exist')],
    ['a SQL defect (40P01 deadlock_detected)', sqlError('40P01')],
    [
      'a message that only mentions a connection',
      new Error('the Connection terminated early, said the report'),
    ],
    ['an unrelated node error code', socketError('ENOENT')],
    ['a SQLSTATE-like code of another class', sqlError('0800')],
  ])('%s is 500 INTERNAL', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(errorBodyOf(error, 'en')).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong!',
    });
  });

  it.each<[string, Error, number, string]>([
    ['23505 unique_violation', sqlError('23505'), 409, 'CONFLICT'],
    ['23503 foreign_key_violation', sqlError('23503'), 409, 'CONFLICT'],
    ['22P02 invalid_text_representation', sqlError('22P02'), 400, 'VALIDATION_FAILED'],
    ['22001 string_data_right_truncation', sqlError('22001'), 400, 'VALIDATION_FAILED'],
    ['an ApiError', new ApiError(404, 'NOT_FOUND', 'notFound'), 404, 'NOT_FOUND'],
    [
      'a 4xx that also carries a socket code',
      Object.assign(socketError('ECONNRESET'), { statusCode: 400 }),
      400,
      'BAD_REQUEST',
    ],
  ])('%s keeps its 4xx', (_name, error, statusCode, code) => {
    expect(errorBodyOf(error, 'vi')).toMatchObject({ statusCode, code });
  });
});
