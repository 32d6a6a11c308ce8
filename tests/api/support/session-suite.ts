// The set-up the signed-in API tests share (the session, two-step verification): a real, patched cognito-local for
// the test file, and per engine a seeded database with the app on it, called with a token and a language.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../../server/app';
import { openSeededDb, testConfig, type Engine } from '../harness';
import { startCognitoLocal, type CognitoLocal } from './cognito-local';

/** cognito-local for one test file: started before its tests, stopped after them. */
export function useCognitoLocal(): { cognito: CognitoLocal } {
  const stack = {} as { cognito: CognitoLocal };
  beforeAll(async () => {
    stack.cognito = await startCognitoLocal();
  });
  afterAll(async () => {
    await stack.cognito?.stop();
  });
  return stack;
}

/** For one describe block: the app on a seeded database of `engine`, pointed at the file's cognito-local. */
export function useSessionSuite(engine: Engine, stack: { cognito: CognitoLocal }) {
  const suite = {} as { handle: Awaited<ReturnType<typeof openSeededDb>>; app: FastifyInstance };

  beforeAll(async () => {
    suite.handle = await openSeededDb(engine);
    suite.app = await buildApp({
      db: suite.handle.db,
      config: testConfig({ cognito: stack.cognito.config }),
    });
  });

  afterAll(async () => {
    await suite.app?.close();
    await suite.handle?.dispose();
  });

  /** A unique e-mail of this engine's run. */
  const email = (name: string) => `${engine}-${name}@ghg.test`;

  const call = (options: InjectOptions & { token?: string; locale?: 'vi' | 'en' }) => {
    const { token, locale, headers, ...rest } = options;
    return suite.app.inject({
      ...rest,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { 'accept-language': locale } : {}),
        ...headers,
      },
    });
  };

  return { suite, email, call };
}
