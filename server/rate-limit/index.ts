// Fixed-window rate limiter: in memory by default (one API process), in Redis when REDIS_URL is set (a count shared
// by every API instance behind the load balancer).
//
// Fixed windows are simple and atomic (one INCR per hit). They let up to twice the limit through around a window
// boundary, which is fine for the abuse limits they serve here (sign-up, password reset, activation).
//
// When Redis is unreachable the limiter FAILS OPEN: the hit is allowed and a warning is logged (at most once a
// minute). These limits guard against abuse, not against over-spending a quota; refusing every sign-up while Redis
// is down would turn a cache outage into a product outage. Cognito keeps its own limits behind us.
import { Redis } from 'ioredis';

export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  /** Window length (ms). */
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window (0 when refused). */
  remaining: number;
  /** When refused: milliseconds until the window ends; 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit on `key` (use a rule-specific key, e.g. `signUp:ip:<hash>`) and says whether it is allowed. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface RateLimitLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface RateLimiterOptions {
  /** redis:// or rediss:// URL; unset = in memory. */
  redisUrl?: string | null;
  /** Prefix of every key (Redis) — lets several products or test runs share one Redis. Default `rl:`. */
  prefix?: string;
  logger?: RateLimitLogger;
  /** In memory: the most keys kept; the oldest go first beyond it. Default 100 000. */
  maxKeys?: number;
  /** In memory: the clock (ms), for tests. */
  now?: () => number;
  /** Redis: how long a hit waits for the first connection before failing open (ms). Default 1000. */
  connectWaitMs?: number;
  /** Redis: how long one hit waits for an answer before failing open (ms). Default 500. */
  commandTimeoutMs?: number;
  /** Multiplies every rule's limit (RATE_LIMIT_SCALE; default 1). The e2e stack raises it, since all of its
   * browser sessions come from one address. */
  limitScale?: number;
}

const defaultLogger: RateLimitLogger = { warn: (obj, msg) => console.warn(`[rate-limit] ${msg}`, obj) };

export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const prefix = options.prefix ?? 'rl:';
  const logger = options.logger ?? defaultLogger;
  const limiter = options.redisUrl
    ? createRedisLimiter(options.redisUrl, prefix, logger, options)
    : createMemoryLimiter(prefix, options.maxKeys ?? 100_000, options.now ?? Date.now);
  const scale = options.limitScale ?? 1;
  if (scale === 1) return limiter;
  return {
    kind: limiter.kind,
    hit: (key, rule) => limiter.hit(key, { ...rule, limit: Math.max(1, Math.round(rule.limit * scale)) }),
    close: () => limiter.close(),
  };
}

function checkRule(rule: RateLimitRule): void {
  if (!(
    Number.isInteger(rule.limit) &&
    rule.limit >= 0 &&
    Number.isInteger(rule.windowMs) &&
    rule.windowMs > 0
  )) {
    throw new Error(`Invalid rate-limit rule ${JSON.stringify(rule)}`);
  }
}

function result(count: number, rule: RateLimitRule, msLeft: number): RateLimitResult {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterMs: allowed ? 0 : Math.max(1, msLeft),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// In memory

function createMemoryLimiter(prefix: string, maxKeys: number, now: () => number): RateLimiter {
  // Map order is insertion order: a key is re-inserted when its window restarts, so the first keys are the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();
  const SWEEP_EVERY_MS = 60_000;
  let nextSweepAt = now() + SWEEP_EVERY_MS;

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    nextSweepAt = at + SWEEP_EVERY_MS;
  }

  return {
    kind: 'memory',
    async hit(key, rule) {
      checkRule(rule);
      const at = now();
      if (at >= nextSweepAt) sweep(at);
      const fullKey = prefix + key;
      let window = windows.get(fullKey);
      if (!window || window.resetAt <= at) {
        windows.delete(fullKey);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.set(fullKey, window);
        if (windows.size > maxKeys) {
          sweep(at);
          // Still full: forget the oldest windows. An attacker who floods keys only resets old counts this way.
          for (const oldest of windows.keys()) {
            if (windows.size <= maxKeys) break;
            if (oldest !== fullKey) windows.delete(oldest);
          }
        }
      }
      window.count += 1;
      return result(window.count, rule, window.resetAt - at);
    },
    async close() {
      windows.clear();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Redis

// INCR, and start the window's expiry on the first hit (or repair a key that lost it). One script = atomic.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

function createRedisLimiter(
  url: string,
  prefix: string,
  logger: RateLimitLogger,
  options: RateLimiterOptions,
): RateLimiter {
  const connectWaitMs = options.connectWaitMs ?? 1000;
  const redis = new Redis(url, {
    // Fail fast instead of queueing hits while disconnected: a queued INCR would only count late.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: options.commandTimeoutMs ?? 500,
    connectTimeout: 2000,
    // Reconnect forever, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const hitCommand = (redis as unknown as { rateLimitHit: HitCommand }).rateLimitHit.bind(redis);

  // At start-up, hits wait (up to connectWaitMs) for the first connection attempt to succeed or fail, instead of
  // failing open on the first requests of a fresh process. After that, nothing waits.
  let connecting: Promise<void> | null = new Promise<void>((resolve) => {
    const timeout = setTimeout(done, connectWaitMs);
    timeout.unref();
    function done() {
      clearTimeout(timeout);
      resolve();
    }
    redis.once('ready', done);
    redis.once('error', done);
  }).then(() => {
    connecting = null;
  });

  let lastWarnAt = 0;
  function warn(error: unknown, msg: string): void {
    const at = Date.now();
    if (at - lastWarnAt < 60_000) return;
    lastWarnAt = at;
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, msg);
  }
  redis.on('error', (error) => warn(error, 'Redis unreachable: rate limits are not enforced (failing open)'));

  return {
    kind: 'redis',
    async hit(key, rule) {
      checkRule(rule);
      try {
        if (connecting) await connecting;
        const [count, ttl] = await hitCommand(prefix + key, rule.windowMs);
        return result(Number(count), rule, Number(ttl));
      } catch (error) {
        warn(error, 'Redis rate-limit hit failed: allowing the request (failing open)');
        return { allowed: true, remaining: rule.limit, retryAfterMs: 0 };
      }
    },
    async close() {
      if (redis.status === 'ready') {
        try {
          await redis.quit();
          return;
        } catch {
          // fall through to a hard disconnect
        }
      }
      redis.disconnect();
    },
  };
}
