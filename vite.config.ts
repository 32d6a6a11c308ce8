/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the SPA build, the dev server and vitest.
// `npm run dev` serves the SPA with hot reload and proxies /api to a running API (`npm start` or `npm run serve`).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // amazon-cognito-identity-js pulls buffer@4, which reads `global` at load (STACK-NOTES).
  define: { global: 'globalThis' },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // One stylesheet for the whole app (about 7 KB compressed): a page's first paint waits for one request instead
    // of three or four (the shell's, the forms', the page's), and no later page waits for CSS at all.
    cssCodeSplit: false,
    // The shared form fields in one chunk: a form page otherwise fetched a dozen chunks of 1 KB each, and on a
    // phone every request costs a round trip before the page can respond.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            advancedChunks: {
              includeDependenciesRecursively: false,
              groups: [
                { name: 'form-fields', test: /src[\\/]components[\\/]form[\\/](?!sign-up-form|email-form)/ },
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
          fileParallelism: false,
        },
      },
    ],
  },
}));
