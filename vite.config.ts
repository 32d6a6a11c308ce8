/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the SPA build, the dev server and vitest.
// `npm run dev` serves the SPA with hot reload and proxies /api to a running API (`npm start` or `npm run serve`).
// Vite wraps every dynamic import of the browser build in its preload helper (about 0.6 KB gzip in the entry), which
// fetches the imported chunk's own imports ahead and its CSS. With `build.modulePreload: false` and one stylesheet
// (below) every call gets an empty list, so all the helper still does is report a failed import as the
// `vite:preloadError` event: this one does only that.
const leanPreloadHelper: Plugin = {
  name: 'lean-preload-helper',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (id !== '\0vite/preload-helper.js') return null;
    return `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;
  },
};

// amazon-cognito-identity-js falls back to Node's crypto module behind `typeof require === 'function'`
// (utils/cryptoSecureRandomInt.js): that test alone puts the bundler's `require` shim (about 0.2 KiB gzip) into the
// runtime chunk that every page loads. Browsers (and Node 20) have `crypto.getRandomValues`, which it tries first.
const noRequireProbe: Plugin = {
  name: 'no-require-probe',
  apply: 'build',
  transform(code, id) {
    if (!/amazon-cognito-identity-js[\\/]es[\\/]utils[\\/]cryptoSecureRandomInt\.js$/.test(id)) return null;
    const probe = "typeof require === 'function'";
    if (!code.includes(probe)) this.error(`${id} no longer has the \`${probe}\` this plugin removes`);
    return code.replace(probe, 'false');
  },
};

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), leanPreloadHelper, noRequireProbe],
  // amazon-cognito-identity-js pulls buffer@4, which reads `global` at load (STACK-NOTES).
  // `__PAGE_PATHS__`: the route table keeps each page module's path only where it is read (src/app/route-pages.ts): the
  // renderer's build, the dev server and the tests, not the SPA build.
  define: {
    global: 'globalThis',
    __PAGE_PATHS__: JSON.stringify(Boolean(isSsrBuild) || command !== 'build'),
  },
  resolve: {
    // wouter and @xstate/react import the React 17 shims of useSyncExternalStore (a fallback implementation, about
    // 0.5 KB gzip on every page); React 19 has the hook, and these entries of the same package re-export it.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Dynamic imports as they are, without Vite's preload wrapper: the wrapper (its helper and the table of every
    // chunk's imports) cost about 2 KB gzip in every first load, and a first load never uses it (the server sends
    // the page's modulepreloads with its HTML, server/ssr/route-assets.ts). The price: when a link opens a page of a
    // kind not seen yet, the browser finds the page chunk's own imports when it parses it (one round trip more).
    modulePreload: false,
    // One stylesheet for the whole app (about 7 KB compressed): a page's first paint waits for one request instead
    // of three or four (the shell's, the forms', the page's), and no later page waits for CSS at all.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // The app (index.html) and the script a server-rendered page runs first, which loads the app once the
          // page has painted (src/boot.ts, server/ssr/route-assets.ts `afterFirstPaint`).
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // typesafe-i18n's locale detectors (src/i18n/i18n-util.ts, generated, exports one we never call) build
          // their defaults at module level, which the package does not declare free of side effects: without this
          // rule they are kept in the entry chunk although nothing uses them.
          treeshake: {
            moduleSideEffects: (id: string) =>
              /typesafe-i18n[\\/]detectors[\\/]/.test(id) ? false : undefined,
          },
          output: {
            // The shared form fields in one chunk: a form page otherwise fetched a dozen chunks of 1 KB each, and on a
            // phone every request costs a round trip before the page can respond. Not the form's error and status
            // lines, which pages without a form show too (pricing): with them those pages loaded every field and
            // the validation (valibot) as well. Nor what imports the schemas (field-issues, the one-time code field):
            // a form page loads its rules once it is live (src/components/form/use-form-rules.ts). Nor the password
            // field and the hooks (phone rule, form rules, notice texts), which only some forms use, nor the number
            // field with its texts and the number reader (domain/numbers.ts), which only the assessment's form uses.
            advancedChunks: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: 'form-fields',
                  test: /src[\\/]components[\\/]form[\\/](?!sign-up-form|email-form|form-error|field-issues|one-time-code-field|password-field|input-blur|number-|use-)[^\\/]*\.tsx?$/,
                },
                // Every page loads the title and head hooks and the lazy actor (the public-read hook uses it): one
                // file instead of three (about 0.2 KiB gzip less on each first load).
                {
                  name: 'use-document-title',
                  test: /src[\\/](app[\\/]lazy-actor|components[\\/]use-(document-title|page-head))\.tsx?$/,
                },
                // What the assessment shares with its result page (countries, the wizard's lists and first view).
                {
                  name: 'ghg-assessment',
                  test: /(domain[\\/]ghg-countries|machines[\\/]ghg[\\/]risk-assessment\.(selectors|types))\.ts$/,
                },
              ],
            },
          },
        },
    // dist/.vite/manifest.json: which chunks and CSS each page module needs (server/ssr/route-assets.ts).
    manifest: !isSsrBuild,
    // The server renderer (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`) needs no public/ files.
    copyPublicDir: !isSsrBuild,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/**/*.test.ts',
            'machines/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/paths/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file after another in one process that keeps its modules between files: the compiled request and
          // response validators (server/openapi.ts `compileShared`) and the seeded PGlite dump (harness.ts) are
          // made once for the whole run instead of once per file. The files share no module state that matters:
          // each builds its own app, database, limiter and identity emulator, and none mocks a module.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
}));
