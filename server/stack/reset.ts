// `npm run reset`: deletes DATA_DIR (default `.data`: the embedded database, cognito-local's users, the mail
// inbox) so that the next `npm start` begins from a fresh, re-seeded platform. Stop `npm start` first.
import path from 'node:path';
import { removeDataDir, resolveDataDir, rootDir } from './paths';

const dir = resolveDataDir();
try {
  const removed = removeDataDir(dir);
  const shown = path.relative(rootDir, dir);
  console.log(
    removed
      ? `Deleted ${shown}. The next \`npm start\` starts fresh.`
      : `${shown} does not exist; nothing to reset.`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
