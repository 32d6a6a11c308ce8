// End-to-end tests against the real local stack (`server/stack/start.ts`: cognito-local + maildev + API/SPA),
// started on the test ports of docs/conventions.md with a fresh data folder (.data-e2e, deleted by `--fresh`).
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './tests/e2e/env';

// Debian's chromium when present (Playwright's own browser download does not work on the CI machine); otherwise
// the browser installed by `npx playwright install chromium`.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.appUrl,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: './node_modules/.bin/tsx server/stack/start.ts --fresh',
    env: { ...E2E.env, LOG_LEVEL: 'warn' },
    url: `${E2E.appUrl}/api/health`,
    // The health URL answers before the demo accounts are seeded; the summary line comes after the seed.
    wait: { stdout: /local stack is up/ },
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
