// Readiness (`GET /api/ready`): can this process serve real requests? Three checks, run in parallel, each with a
// short timeout so that a hanging dependency answers "down" instead of hanging the probe:
//   database  a `SELECT 1`;
//   identity  the user pool's JWKS (`<issuer>/.well-known/jwks.json`, what every access token is verified with)
//             answers with at least one key;
//   smtp      the SMTP server greets and accepts the configured credentials (nodemailer's `verify()`).
// Liveness (`GET /api/health`) checks none of this: a load balancer restarts a process that does not answer
// /health, and takes one that answers /ready with 503 out of rotation until it recovers.
//
// /ready is public and each run opens an SMTP connection and fetches the JWKS, so concurrent calls share one run
// and a result is reused for `cacheMs` (2 s by default): hammering /ready cannot hammer the dependencies.
import type { Config } from '../config';
import { pingDb, type Db } from '../db/client';
import { issuerOf } from '../identity/verify-access-token';
import { createSmtpTransport } from '../mail/transport';

export const READINESS_CHECKS = ['database', 'identity', 'smtp'] as const;
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

export interface CheckResult {
  status: 'up' | 'down';
  /** How long the check took (ms). */
  ms: number;
  /** Why it is down (for the log; not sent to the client, it may name internal hosts). */
  error?: string;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<ReadinessCheckName, CheckResult>;
}

export type ReadinessProbe = () => Promise<ReadinessReport>;

export interface ReadinessOptions {
  db: Pick<Db, 'query'>;
  config: Pick<Config, 'cognito' | 'smtp' | 'mailFrom'>;
  /** Time limit of each check (ms, default 3000). */
  timeoutMs?: number;
  /** How long a result is reused (ms, default 2000; 0 = every call runs the checks). */
  cacheMs?: number;
}

export function createReadinessProbe(options: ReadinessOptions): ReadinessProbe {
  const { db, config, timeoutMs = 3000, cacheMs = 2000 } = options;
  const jwksUrl = `${issuerOf(config.cognito)}/.well-known/jwks.json`;

  const checks: Record<ReadinessCheckName, () => Promise<void>> = {
    database: () => pingDb(db),
    async identity() {
      const get = () => fetch(jwksUrl, { signal: AbortSignal.timeout(timeoutMs) });
      // A pooled keep-alive connection the server has just closed fails at once ("other side closed"); that says
      // nothing about the server, so a network error is tried once more on a fresh connection.
      const res = await get().catch((error: unknown) => {
        if (error instanceof TypeError) return get();
        throw error;
      });
      if (!res.ok) throw new Error(`JWKS answered HTTP ${res.status}`);
      const body = (await res.json()) as { keys?: unknown };
      if (!Array.isArray(body.keys) || body.keys.length === 0) throw new Error('JWKS has no keys');
    },
    async smtp() {
      const transport = createSmtpTransport(config, {
        connectionTimeoutMs: timeoutMs,
        greetingTimeoutMs: timeoutMs,
        socketTimeoutMs: timeoutMs,
      });
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
    },
  };

  async function run(name: ReadinessCheckName): Promise<CheckResult> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([checks[name](), timeout]);
      return { status: 'up', ms: Math.round(performance.now() - started) };
    } catch (error) {
      const message = describe(error);
      return { status: 'down', ms: Math.round(performance.now() - started), error: message.slice(0, 500) };
    } finally {
      clearTimeout(timer);
    }
  }

  let inFlight: Promise<ReadinessReport> | null = null;
  let last: { at: number; report: ReadinessReport } | null = null;

  return () => {
    if (last && performance.now() - last.at < cacheMs) return Promise.resolve(last.report);
    inFlight ??= (async () => {
      try {
        const results = await Promise.all(READINESS_CHECKS.map(run));
        const report: ReadinessReport = {
          ready: results.every((r) => r.status === 'up'),
          checks: Object.fromEntries(READINESS_CHECKS.map((name, i) => [name, results[i]])) as Record<
            ReadinessCheckName,
            CheckResult
          >,
        };
        last = { at: performance.now(), report };
        return report;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
}

/** The error's message, with its cause when there is one (fetch says only "fetch failed" without it). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : null;
  return cause ? `${error.message}: ${cause}` : error.message;
}
