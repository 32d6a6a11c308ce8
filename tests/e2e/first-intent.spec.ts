// A form page's machine loads at the reader's first act, not as soon as the page is live (src/app/first-intent.ts,
// `useLazyActor({ start: 'intent' })`): a reader who only reads (and scrolls) fetches none of it; the first focus
// fetches it, and the form then works as before. The machine's chunk is found in the build's manifest (the
// server serves dist/).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from '../../src/i18n/whole';
import { expect, test } from './support/registration';

const manifest = JSON.parse(
  readFileSync(path.join(process.cwd(), 'dist/.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;

/** The built file of a source module. */
function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return `/${entry.file}`;
}

/** Every script the page fetches from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const PAGES = [
  { name: 'contact', url: '/contact', wiring: 'src/app/wiring/contact.ts', field: 'input[name="firstName"]' },
  {
    name: 'risk assessment',
    url: '/ghg-report/count-down',
    wiring: 'src/app/wiring/ghg.ts',
    field: 'input[name="companyName"]',
  },
] as const;

for (const { name, url, wiring, field } of PAGES) {
  test(`${name}: the machine loads at the first focus, not while the reader only reads`, async ({ page }) => {
    const scripts = recordScripts(page);
    const machine = chunkOf(wiring);
    await openLive(page, url);
    // Reading: the page is live, the reader scrolls; a moment later still no machine.
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(1500);
    expect(scripts).not.toContain(machine);

    await page.locator(field).focus();
    await expect.poll(() => scripts.includes(machine)).toBe(true);
  });
}

test('contact: a submit sent at once, before the machine has loaded, still checks the form', async ({
  page,
}) => {
  await openLive(page, '/contact');
  // The first act is the press on the button: the machine and the rules load while the submit waits for them.
  await page.getByRole('button', { name: vi.contact.form.submit }).click();
  const firstName = page.locator('input[name="firstName"]');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
});
