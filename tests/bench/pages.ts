// The real server as a visitor meets it: started as its own process on a spare port (the bundle `npm run serve` runs,
// dist-server/main.js, when built; else server/main.ts through tsx), with the built SPA and page renderer (dist/,
// dist-ssr/), compression on, on PGlite in a temporary DATA_DIR.
//
// - Start-up: from the spawn of the process to the first 200 of /api/health, on a fresh data folder (migrations,
//   reference data and content loaded) and again on the same folder (what a restart costs). Information.
// - Memory: the server's resident set (VmRSS) after start, and after the load (the Lighthouse runs, then 5 s of
//   server-rendered home pages at 10 connections). Information.
// - Lighthouse mobile (Lighthouse's defaults: Moto G-class device, simulated slow 4G and 4x CPU slowdown), the
//   performance category, median of 3 runs per page, each in a fresh headless Chromium (scripts/lighthouse-seo.ts
//   launches it the same way). Budgets: score >= 97, LCP <= 1.6 s, TBT <= 50 ms, CLS <= 0.02; the bytes
//   transferred are shown, with the JavaScript the browser really fetched, checked against the build manifest's
//   first-load files (tests/bench/first-load.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, defaultChromePath } from '../../scripts/lighthouse-seo';
import { freePort } from '../api/support/cognito-local';
import {
  compressedSizeOf,
  FIRST_LOAD_ROUTES,
  firstLoadFiles,
  loadPageModules,
  readManifest,
  ssrDir,
  staticDir,
  type RouteToWeigh,
} from './first-load';
import { formatTable, kib, median, type ReportRow } from './report';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export const LIGHTHOUSE_PAGES = ['home', 'pricing', 'contact', 'sign-in', 'risk assessment'] as const;

const BUDGET = { score: 97, lcpMs: 1600, tbtMs: 50, cls: 0.02 };

interface Spawned {
  child: ChildProcess;
  url: string;
  /** Milliseconds from the spawn to the first 200 of /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

const SERVER_BUNDLE = path.join(ROOT, 'dist-server', 'main.js');

/** `npm run serve`'s bundle (dist-server/main.js) when built, else the sources through tsx (slower to start). */
function serverCommand(): string[] {
  return existsSync(SERVER_BUNDLE) ? [SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
}

/** Starts the server (serverCommand) and waits until /api/health answers 200. */
async function startServerProcess(dataDir: string): Promise<Spawned> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATIC_DIR: staticDir(),
    SSR_DIR: ssrDir(),
  };
  // PGlite in DATA_DIR, as `npm run serve` without a database URL.
  delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = started + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server/main.ts exited with ${child.exitCode} before answering`);
    try {
      const answer = await fetch(`${url}/api/health`);
      await answer.body?.cancel();
      if (answer.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server/main.ts did not answer /api/health within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, url, startMs: performance.now() - started, stop };
}

/** The process's resident set in bytes (Linux /proc), or NaN. */
function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const mib = (bytes: number) => (Number.isNaN(bytes) ? '?' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferred: number;
  /** Same-origin scripts the page fetched: path -> bytes transferred. */
  scripts: Map<string, number>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function lighthouseRun(url: string, chromePath: string | undefined): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROME_FLAGS],
    logLevel: 'silent',
  });
  try {
    // Lighthouse's defaults: mobile form factor and simulated throttling (what PageSpeed Insights reports).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const origin = new URL(url).origin;
    const scripts = new Map<string, number>();
    const items =
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    for (const item of items) {
      if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue;
      scripts.set(new URL(item.url).pathname.replace(/^\//, ''), item.transferSize ?? 0);
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferred: numeric('total-byte-weight'),
      scripts,
    };
  } finally {
    chrome.kill();
  }
}

/** The budget rows of one page from the medians of its runs. */
function lighthouseRows(route: RouteToWeigh, runs: LighthouseRun[], expectedScripts: string[]): ReportRow[] {
  const { name } = route;
  const m = {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    transferred: median(runs.map((r) => r.transferred)),
  };
  const spread = (values: number[], digits = 0) => `runs ${values.map((v) => v.toFixed(digits)).join(' / ')}`;
  // What the browser fetched against the manifest's first-load files (the last run; scripts do not vary).
  const fetched = runs[runs.length - 1].scripts;
  const extra = [...fetched.keys()].filter((file) => !expectedScripts.includes(file));
  const missing = expectedScripts.filter((file) => !fetched.has(file));
  const jsBytes = [...fetched.values()].reduce((sum, bytes) => sum + bytes, 0);
  const match =
    extra.length === 0 && missing.length === 0
      ? 'same files as the manifest walk'
      : `vs manifest: +${extra.join(' +') || 'none'}; -${missing.join(' -') || 'none'}`;
  // The same budget as the manifest walk (tests/bench/first-load.ts), on what the browser really fetched of it
  // during the load. What it fetched beyond the walk is what pages import dynamically once they are live (the
  // page's machine with XState and the API client, a form's rules, the phone rule, the toast host: see README
  // "Speed: what a first visit loads"): shown beside, not part of the first load.
  const dist = staticDir();
  const gzipOf = (files: string[]) =>
    files
      .filter((file) => existsSync(path.join(dist, file)))
      .reduce((sum, file) => sum + compressedSizeOf(dist, file).gzip, 0);
  const fetchedGzip = gzipOf([...fetched.keys()].filter((file) => expectedScripts.includes(file)));
  const afterLive = extra.length > 0 ? `; after the page is live ${kib(gzipOf(extra))} more` : '';
  const section = 'lighthouse';
  return [
    {
      section,
      check: `${name} first-load JS as fetched by Chromium (gzip -9)`,
      measured: kib(fetchedGzip),
      budget: `<= ${kib(route.budget)}`,
      met: fetchedGzip <= route.budget,
      notes: `${fetched.size} files; ${match}${afterLive}`,
    },
    {
      section,
      check: `${name} performance score`,
      measured: String(m.score),
      budget: `>= ${BUDGET.score}`,
      met: m.score >= BUDGET.score,
      notes: spread(runs.map((r) => r.score)),
    },
    {
      section,
      check: `${name} LCP`,
      measured: `${(m.lcpMs / 1000).toFixed(2)} s`,
      budget: `<= ${(BUDGET.lcpMs / 1000).toFixed(1)} s`,
      met: m.lcpMs <= BUDGET.lcpMs,
      notes: spread(
        runs.map((r) => r.lcpMs / 1000),
        2,
      ),
    },
    {
      section,
      check: `${name} TBT`,
      measured: `${m.tbtMs.toFixed(0)} ms`,
      budget: `<= ${BUDGET.tbtMs} ms`,
      met: m.tbtMs <= BUDGET.tbtMs,
      notes: spread(runs.map((r) => r.tbtMs)),
    },
    {
      section,
      check: `${name} CLS`,
      measured: m.cls.toFixed(3),
      budget: `<= ${BUDGET.cls}`,
      met: m.cls <= BUDGET.cls,
      notes: spread(
        runs.map((r) => r.cls),
        3,
      ),
    },
    {
      section,
      check: `${name} transferred`,
      measured: kib(m.transferred),
      budget: '',
      met: null,
      notes: `of which JS ${kib(jsBytes)} in ${fetched.size} files (br, as sent)`,
    },
  ];
}

/** Start-up and memory (and Lighthouse when asked) on the real server; returns the report's rows. */
export async function runServerBench(options: { lighthouse: boolean }): Promise<ReportRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ghg-bench-'));
  const rows: ReportRow[] = [];
  let server: Spawned | undefined;
  try {
    console.error('server: first start on a fresh data folder');
    const fresh = await startServerProcess(dataDir);
    const freshRss = rssOf(fresh.child.pid);
    await fresh.stop();
    console.error('server: second start on the same folder');
    server = await startServerProcess(dataDir);
    const startedRss = rssOf(server.child.pid);
    rows.push(
      {
        section: 'server',
        check: 'start-up, fresh data folder (spawn -> /api/health 200)',
        measured: `${(fresh.startMs / 1000).toFixed(2)} s`,
        budget: '',
        met: null,
        notes: `${serverCommand().at(-1)!.replace(ROOT, '')}, PGlite; migrations + seed; RSS ${mib(freshRss)}`,
      },
      {
        section: 'server',
        check: 'start-up, existing data (spawn -> /api/health 200)',
        measured: `${(server.startMs / 1000).toFixed(2)} s`,
        budget: '',
        met: null,
      },
      { section: 'server', check: 'RSS after start', measured: mib(startedRss), budget: '', met: null },
    );

    if (options.lighthouse) {
      const manifest = readManifest(staticDir());
      const modulesOf = await loadPageModules();
      const chromePath = defaultChromePath();
      const details: string[][] = [];
      for (const name of LIGHTHOUSE_PAGES) {
        const route = FIRST_LOAD_ROUTES.find((r) => r.name === name)!;
        const url = server.url + route.path;
        const runs: LighthouseRun[] = [];
        for (let run = 1; run <= RUNS; run++) {
          console.error(`lighthouse: ${url} (${run}/${RUNS})`);
          // A trace that went wrong (NO_NAVSTART, a timeout) says nothing about the page: tried up to 3 times.
          let result: LighthouseRun | undefined;
          for (let attempt = 1; !result; attempt++) {
            try {
              result = await lighthouseRun(url, chromePath);
            } catch (error) {
              if (attempt >= 3) throw error;
              console.error(`lighthouse: retrying ${url} after ${String(error)}`);
            }
          }
          runs.push(result);
          details.push([
            `${name} ${route.shown ?? route.path}`,
            String(run),
            String(result.score),
            `${(result.lcpMs / 1000).toFixed(2)} s`,
            `${result.tbtMs.toFixed(0)} ms`,
            result.cls.toFixed(3),
            kib(result.transferred),
          ]);
        }
        rows.push(...lighthouseRows(route, runs, firstLoadFiles(manifest, modulesOf(route.path))));
      }
      console.log(`Lighthouse mobile (performance; simulated throttling), ${server.url}\n`);
      console.log(formatTable(['page', 'run', 'score', 'LCP', 'TBT', 'CLS', 'transferred'], details));
      console.log('');
    }

    console.error('server: 5 s of server-rendered home pages (10 connections)');
    const loadResult = await autocannon({
      url: `${server.url}/`,
      connections: 10,
      duration: 5,
      workers: 1,
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    const loadedRss = rssOf(server.child.pid);
    rows.push(
      {
        section: 'server',
        check: 'server-rendered home page throughput',
        measured: `${loadResult.requests.average.toFixed(0)} req/s`,
        budget: '',
        met: null,
        notes: `10 connections, 5 s, br; p99 ${loadResult.latency.p99} ms; ${loadResult.non2xx + loadResult.errors} failures`,
      },
      {
        section: 'server',
        check: `RSS after the load${options.lighthouse ? ' (Lighthouse runs + home pages)' : ' (home pages)'}`,
        measured: mib(loadedRss),
        budget: '',
        met: null,
      },
    );
    return rows;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
