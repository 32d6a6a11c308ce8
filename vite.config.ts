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
    // dist/.vite/manifest.json: which chunks each page imports, for the first-load budget of `npm run bench`
    // (tests/bench). A dot folder, so the static server does not publish it.
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
