// `npm run serve` runs the compiled server (dist-server/main.js, made by `npm run build`); without it, say so
// instead of Node's "Cannot find module". Plain JavaScript: it runs before anything is compiled.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../dist-server/main.js', import.meta.url))) {
  console.error(
    'dist-server/main.js is missing: run `npm run build` first (it builds the SPA, the page renderer and the server).',
  );
  process.exit(1);
}
