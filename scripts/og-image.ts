// The site's default Open Graph image (public/og-image.png, 1200x630; SITE_IMAGE in src/app/head.ts): a brand card
// drawn as an inline HTML page and screenshotted with Playwright's Chromium. Regenerate after a brand change:
//
//   npx tsx scripts/og-image.ts [out.png]
//
// Chromium: /usr/bin/chromium when present, else Playwright's own (`npx playwright install chromium`).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BRAND_GREEN = '#1b5e45';

/** The card as a self-contained page (no network: system fonts, inline SVG). */
export function ogImageHtml(): string {
  // A leaf whose midrib is a falling chart line, and a few bars falling: emissions measured, then cut.
  const motif = `
    <svg width="340" height="340" viewBox="0 0 420 420" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <path d="M60 50 C 60 240, 180 350, 370 360 C 360 170, 250 50, 60 50 Z"
            fill="rgba(255,255,255,0.10)" stroke="rgba(255,255,255,0.85)" stroke-width="6" stroke-linejoin="round"/>
      <polyline points="70,60 150,140 205,120 270,210 350,340" fill="none" stroke="#a7e3c4" stroke-width="10"
                stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="150" cy="140" r="11" fill="#ffffff"/>
      <circle cx="205" cy="120" r="11" fill="#ffffff"/>
      <circle cx="270" cy="210" r="11" fill="#ffffff"/>
      <circle cx="350" cy="340" r="13" fill="#ffffff"/>
    </svg>`;
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; }
  body {
    background: ${BRAND_GREEN};
    color: #fff; font-family: 'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    display: flex; align-items: center; justify-content: space-between; box-sizing: border-box;
    padding: 0 72px 0 88px; overflow: hidden;
  }
  .text { max-width: 760px; }
  h1, p { white-space: nowrap; }
  .mark { display: inline-block; width: 64px; height: 8px; border-radius: 4px; background: #a7e3c4; margin-bottom: 36px; }
  h1 { font-size: 96px; line-height: 1.05; margin: 0 0 28px; font-weight: 800; letter-spacing: -1.5px; }
  p { font-size: 38px; line-height: 1.35; margin: 0; font-weight: 500; opacity: 0.95; }
  .bars { display: flex; gap: 14px; align-items: flex-end; height: 70px; margin-top: 48px; }
  .bars span { width: 26px; border-radius: 5px 5px 0 0; background: rgba(255,255,255,0.35); }
</style></head><body>
  <div class="text">
    <div class="mark"></div>
    <h1>GHG Platform</h1>
    <p>Kiểm kê khí nhà kính · CBAM · ESG</p>
    <div class="bars"><span style="height:70px"></span><span style="height:56px"></span><span style="height:42px"></span><span style="height:30px"></span><span style="height:20px"></span></div>
  </div>
  ${motif}
</body></html>`;
}

/** Writes the card to `out` as a PNG; returns its size in bytes. */
export async function renderOgImage(out: string): Promise<number> {
  const systemChromium = '/usr/bin/chromium';
  const browser = await chromium.launch(
    existsSync(systemChromium)
      ? { executablePath: systemChromium, args: ['--no-sandbox', '--disable-gpu'] }
      : {},
  );
  try {
    const page = await browser.newPage({
      viewport: { width: OG_WIDTH, height: OG_HEIGHT },
      deviceScaleFactor: 1,
    });
    await page.setContent(ogImageHtml(), { waitUntil: 'load' });
    await page.screenshot({
      path: out,
      type: 'png',
      clip: { x: 0, y: 0, width: OG_WIDTH, height: OG_HEIGHT },
    });
  } finally {
    await browser.close();
  }
  return statSync(out).size;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = path.resolve(process.argv[2] ?? 'public/og-image.png');
  renderOgImage(out).then(
    (bytes) => console.log(`${out}: ${OG_WIDTH}x${OG_HEIGHT}, ${(bytes / 1024).toFixed(1)} KB`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
