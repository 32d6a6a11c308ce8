// The academy seed: loads the course folders of content/academy/ (ACADEMY_DIR) into the academy tables (migration
// 0900), at server start beside the articles' seed (server/main.ts) and under the same schema advisory lock, so
// concurrent starts against PostgreSQL are safe.
//
// Keyed by the files (server/db/repos/academy-content.ts): a course whose files did not change since the last load
// (sha256 of its files, `content_hash`) is skipped; a changed one is rewritten in place, keeping its ids, and its
// chapters and lessons that left the files are retired (never deleted). A folder with any problem
// (server/academy/course-files.ts checks it strictly) is skipped and reported, and the rest still load. A course
// whose folder was removed is left as it is (learners keep their progress). Markdown is stored as written and
// rendered to sanitised HTML when read, by the articles' renderer (domain/content/markdown.ts).
import { readdir } from 'node:fs/promises';
import type { Db } from '../db/client';
import { lock } from '../db/migrate';
import { knownCourses, writeCourse } from '../db/repos/academy-content';
import { readCourseFolder, type CourseFile } from './course-files';

export interface AcademySeedResult {
  /** `academy/<slug>` loaded for the first time by this run. */
  inserted: string[];
  /** `academy/<slug>` whose files changed, rewritten in place. */
  updated: string[];
  /** `academy/<slug>` whose files did not change. */
  unchanged: string[];
  /** Folders that could not be loaded, with why. */
  problems: string[];
}

async function courseFolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
}

/** Loads the new and changed course folders of `dir` (see the top of this file). */
export async function seedAcademy(db: Db, options: { dir: string }): Promise<AcademySeedResult> {
  const result: AcademySeedResult = { inserted: [], updated: [], unchanged: [], problems: [] };
  const courses: CourseFile[] = [];
  for (const folder of await courseFolders(options.dir)) {
    try {
      courses.push(await readCourseFolder(options.dir, folder));
    } catch (error) {
      result.problems.push(`academy/${folder}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await db.transaction(async (tx) => {
    await lock(tx);
    const known = await knownCourses(tx);
    for (const course of courses) {
      const key = `academy/${course.slug}`;
      const before = known.get(course.slug);
      if (before && before.contentHash === course.contentHash) {
        result.unchanged.push(key);
        continue;
      }
      try {
        // A savepoint per course: a row the database refuses skips this course only.
        await tx.transaction((savepoint) => writeCourse(savepoint, course));
        (before ? result.updated : result.inserted).push(key);
      } catch (error) {
        result.problems.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  return result;
}
