// Lint rules, including the import boundaries of ARCHITECTURE.md:
// - views (src/pages, src/components) never import the API client or the identity adapter;
// - machines never import React, the DOM helpers, cookies, the API client or the identity adapter;
// - domain/ (the shared kernel) imports nothing of src/, machines/ or server/;
// - machines import only xstate and domain/; the server never imports src/ or machines/;
// - no import cycle anywhere (a cycle through a lazy `import()` counts too: the route table loads pages lazily);
// - a page area (src/pages/<area>/) never imports another area, and no page imports the route table: what pages
//   share lives in src/components, src/app (paths.ts, page-props.ts) or domain/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const apiAndIdentity = [
  {
    group: ['**/src/api', '**/src/api/**', '**/api/*', '../api', '../../api'],
    message: 'Views send events to machines; only src/app wires the API client.',
  },
  {
    group: ['**/src/identity', '**/src/identity/**', '**/identity/*', '../identity', '../../identity'],
    message: 'Views never touch the identity adapter; src/app wires it into machines.',
  },
];

const pageAreas = readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Globs (not paths from the repository root) so that the lint's own test can lint fixture pages under
// tests/fixtures/lint/src/pages/ with this very config.
const pageBoundaries = [
  ...pageAreas.map((area) => ({
    target: `**/src/pages/${area}/**`,
    from: pageAreas.filter((other) => other !== area).map((other) => `**/src/pages/${other}/**`),
    message: 'A page area never imports another one; move what both need to src/components or src/app.',
  })),
  {
    target: '**/src/pages/**',
    from: ['**/src/app/routes.ts', '**/src/app/route-pages.ts'],
    message:
      'The route table imports the pages; pages take paths from src/app/paths and PageProps from src/app/page-props.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.data-*',
      'openapi/schema.d.ts',
      'openapi/dist',
      'src/i18n/i18n-*.ts',
      'src/i18n/i18n-*.tsx',
      'test-results',
      'playwright-report',
      'dist-*',
      'test-results-*',
      'docs',
      // Lint fixtures: wrong on purpose, linted only by tests/unit/lint-rules.test.ts.
      'tests/fixtures/lint',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads every imported file itself: with the TypeScript parser, resolved as tsc does.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', alwaysTryTypes: false }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/src/pages/**'],
    // A test may render several pages side by side.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: pageBoundaries }] },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/pages/**', 'src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiAndIdentity }] },
  },
  {
    files: ['machines/**'],
    ignores: ['machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Machines never import React.' },
            { name: 'react-dom', message: 'Machines never import React.' },
            { name: '@xstate/react', message: 'Machines never import React.' },
            { name: 'openapi-fetch', message: 'Machines never call HTTP; use a named actor.' },
            {
              name: 'amazon-cognito-identity-js',
              message: 'Machines never call identity; use a named actor.',
            },
          ],
          patterns: [
            {
              group: ['**/src/*', '**/src/**', '**/server/**'],
              message: 'Machines import only xstate and domain/.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'fetch', 'location'],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '**/src/**'],
              message: 'The server imports only domain/ from the shared code, never the browser.',
            },
            {
              group: ['**/machines/**', 'react', 'react-dom'],
              message: 'The server never imports browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'domain/ is pure: no React.' },
            { name: 'xstate', message: 'domain/ is pure: machines live in machines/.' },
          ],
          patterns: [
            {
              group: ['**/src/*', '**/src/**', '**/machines/**', '**/server/**', '**/tests/**'],
              message:
                'domain/ is the shared kernel: it imports nothing of src/, machines/, server/ or tests/.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'fetch', 'location'],
    },
  },
);
