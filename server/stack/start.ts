// `npm start`: the whole platform on loopback, from a fresh clone after `npm install`.
//   1. builds the SPA when dist/index.html is missing;
//   2. starts cognito-local (seeded pool + app client with fixed ids) and maildev (SMTP sink + web inbox);
//   3. starts the API + SPA in this process (server/main.ts) pointed at both;
//   4. seeds the demo accounts and workspace (idempotent), health-checks everything and prints the URLs;
//   5. on Ctrl-C / SIGTERM closes the server and the database and stops the children.
// Ports and DATA_DIR come from the environment (docs/conventions.md). `--fresh` deletes DATA_DIR first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { startServer } from '../main';
import {
  cognitoAdminClient,
  LOCAL_CLIENT_ID,
  LOCAL_POOL_ID,
  LOCAL_REGION,
  spawnCognitoLocal,
  waitForCognitoLocal,
} from './cognito-local';
import {
  DEMO_ACCOUNTS,
  DEMO_EXPERT_ACCOUNT,
  DEMO_PASSWORD,
  DEMO_STAFF_ACCOUNT,
  DEMO_WORKSPACE,
  seedDemo,
} from './demo';
import { assertPortFree, spawnNode, supervise, waitForHttp, type Child, type Supervised } from './processes';
import { removeDataDir, resolveDataDir, rootDir } from './paths';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name}=${raw} is not a valid port (1-65535).`);
  }
  return value;
}

function runInherit(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: rootDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed (${code ?? signal})`)),
    );
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const t0 = Date.now();
  const host = process.env.HOST || '127.0.0.1';
  const ports = {
    app: port('PORT', 8080),
    cognito: port('COGNITO_PORT', 9329),
    smtp: port('SMTP_PORT', 1025),
    inbox: port('MAILDEV_WEB_PORT', 1080),
  };
  const dataDir = resolveDataDir();
  if (process.argv.includes('--fresh')) removeDataDir(dataDir);
  const logDir = path.join(dataDir, 'logs');

  // Every port first, so a clash is reported before anything starts.
  await assertPortFree(host, ports.app, 'API + SPA', 'PORT');
  await assertPortFree(host, ports.cognito, 'cognito-local', 'COGNITO_PORT');
  await assertPortFree(host, ports.smtp, 'maildev SMTP', 'SMTP_PORT');
  await assertPortFree(host, ports.inbox, 'maildev web inbox', 'MAILDEV_WEB_PORT');

  const staticDir = path.resolve(rootDir, process.env.STATIC_DIR || 'dist');
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    if (staticDir !== path.join(rootDir, 'dist'))
      throw new Error(`STATIC_DIR=${staticDir} has no index.html.`);
    console.log('dist/index.html is missing: building the SPA (vite build) ...');
    await runInherit(path.join(rootDir, 'node_modules/.bin/vite'), ['build']);
  }
  const ssrDir = path.resolve(rootDir, process.env.SSR_DIR || 'dist-ssr');
  if (!existsSync(path.join(ssrDir, 'entry-server.js')) && ssrDir === path.join(rootDir, 'dist-ssr')) {
    console.log('dist-ssr/entry-server.js is missing: building the page renderer (vite build --ssr) ...');
    await runInherit(path.join(rootDir, 'node_modules/.bin/vite'), [
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      'dist-ssr',
    ]);
  }

  for (const sub of ['cognito', 'maildev', 'pglite', 'logs'])
    mkdirSync(path.join(dataDir, sub), { recursive: true });

  const tEmulators = Date.now();
  const children: Child[] = [];
  // Once the stack is up, each child is kept running by a supervisor (server/stack/processes.ts).
  const supervisors: Supervised[] = [];
  const running = () => (supervisors.length > 0 ? supervisors.map((s) => s.current()) : children);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let serverStarting: ReturnType<typeof startServer> | undefined;
  let stopping = false;

  const shutdown = async (code: number, reason?: string) => {
    if (stopping) return;
    stopping = true;
    if (reason) console.log(`\n${reason}`);
    if (!server && serverStarting) server = await serverStarting.catch(() => undefined);
    const closing: Promise<unknown>[] =
      supervisors.length > 0 ? supervisors.map((s) => s.stop()) : children.map((c) => c.stop());
    if (server) {
      closing.push(
        server
          .close()
          .catch((err: unknown) => console.error(`Closing the server failed: ${(err as Error).message}`)),
      );
    }
    await Promise.all(closing);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second Ctrl-C: do not wait any longer.
        for (const c of running()) c.process.kill('SIGKILL');
        process.exit(130);
      }
      void shutdown(0, `${signal}: stopping the local stack ...`);
    });
  }

  try {
    const cognitoEndpoint = `http://${host}:${ports.cognito}`;
    const inboxUrl = `http://${host}:${ports.inbox}`;
    const spawnCognito = () =>
      spawnCognitoLocal({
        rootDir,
        dir: path.join(dataDir, 'cognito'),
        host,
        port: ports.cognito,
        logFile: path.join(logDir, 'cognito-local.log'),
      });
    const cognito = spawnCognito();
    children.push(cognito);
    const spawnMaildev = () =>
      spawnNode(
        'maildev',
        path.join(rootDir, 'node_modules/maildev/bin/maildev'),
        [
          '--smtp',
          String(ports.smtp),
          '--web',
          String(ports.inbox),
          '--ip',
          host,
          '--web-ip',
          host,
          '--mail-directory',
          path.join(dataDir, 'maildev'),
        ],
        { cwd: rootDir, logFile: path.join(logDir, 'maildev.log') },
      );
    const maildev = spawnMaildev();
    children.push(maildev);
    const maildevAnswers = (child: Child) =>
      waitForHttp('maildev', `${inboxUrl}/email`, {
        child,
        timeoutMs: 20_000,
        ok: async (res) => res.ok && Array.isArray(await res.json()),
      });
    await Promise.all([waitForCognitoLocal(cognito, cognitoEndpoint), maildevAnswers(maildev)]);
    const tChildren = Date.now();

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: host,
      PORT: String(ports.app),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      // Request logs would bury the summary below; LOG_LEVEL=info npm start shows them.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      COGNITO_ENDPOINT: cognitoEndpoint,
      COGNITO_REGION: LOCAL_REGION,
      COGNITO_USER_POOL_ID: LOCAL_POOL_ID,
      COGNITO_CLIENT_ID: LOCAL_CLIENT_ID,
      SMTP_HOST: host,
      SMTP_PORT: String(ports.smtp),
      SMTP_SECURE: 'false',
      SMTP_USER: '',
      SMTP_PASS: '',
    };
    serverStarting = startServer(loadConfig(env));
    server = await serverStarting;
    const appUrl = (server.url || `http://${host}:${ports.app}`).replace(/\/$/, '');

    await seedDemo({
      db: server.db,
      cognito: cognitoAdminClient(cognitoEndpoint),
      userPoolId: LOCAL_POOL_ID,
    });
    await waitForHttp('API', `${appUrl}/api/health`, { timeoutMs: 10_000, ok: (res) => res.ok });

    // From now on a child that exits is started again (a line here, backoff, at most 5 restarts a minute); the
    // API keeps running meanwhile, and only the calls that need the child fail until it is back.
    supervisors.push(
      supervise('cognito-local', {
        first: cognito,
        spawn: spawnCognito,
        ready: (child) => waitForCognitoLocal(child, cognitoEndpoint),
      }),
      supervise('maildev', { first: maildev, spawn: spawnMaildev, ready: maildevAnswers }),
    );

    const rel = path.relative(rootDir, dataDir) || dataDir;
    const pad = (s: string, n: number) => s.padEnd(n);
    const lines = [
      '',
      `  GHG platform: local stack is up (${seconds(Date.now() - t0)}; emulators ${seconds(tChildren - tEmulators)})`,
      '',
      `  App (SPA + API)   ${appUrl}`,
      `  API health        ${appUrl}/api/health`,
      `  Mail inbox        ${inboxUrl}   (REST: GET ${inboxUrl}/email; SMTP ${host}:${ports.smtp})`,
      `  cognito-local     ${cognitoEndpoint}   (pool ${LOCAL_POOL_ID}, client ${LOCAL_CLIENT_ID})`,
      `  Data              ${rel}   (logs in ${path.join(rel, 'logs')}; reset: npm run reset)`,
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${pad(a.email, 22)} ${pad(a.role, 7)} of "${DEMO_WORKSPACE}"`),
      `    ${pad(DEMO_STAFF_ACCOUNT.email, 22)} ${pad('STAFF', 7)} staff console (${appUrl}/staff)`,
      `    ${pad(DEMO_EXPERT_ACCOUNT.email, 22)} ${pad('EXPERT', 7)} profile ${appUrl}/expert/profile/${DEMO_EXPERT_ACCOUNT.profileSlug}`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ];
    console.log(lines.join('\n'));
  } catch (err) {
    if (stopping) return;
    console.error(`\nThe local stack could not start: ${(err as Error).message}`);
    await shutdown(1);
  }
}

main().catch((err: unknown) => {
  console.error(`\nThe local stack could not start: ${(err as Error).message}`);
  process.exit(1);
});
