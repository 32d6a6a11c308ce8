// Writing the academy's courses from their files (migration 0900; the academy seed, server/academy/seed.ts). Rows
// are keyed by the files: a course by its slug (`seed_key`), a chapter by its folder name, a lesson by its slug.
// A changed course is updated in place and keeps its ids, so enrolments, progress and certificates keep pointing
// at the same rows; chapters and lessons that left the files are `retired`, never deleted.
import type { Locale } from '../../../domain/messages';
import type { CourseFile } from '../../academy/course-files';
import type { Db } from '../client';

export interface KnownCourse {
  id: number;
  seedKey: string;
  contentHash: string;
}

/** The courses loaded before, by seed key. */
export async function knownCourses(db: Db): Promise<Map<string, KnownCourse>> {
  const { rows } = await db.query<{ id: number; seed_key: string; content_hash: string }>(
    'SELECT id, seed_key, content_hash FROM academy_courses',
  );
  return new Map(
    rows.map((r) => [r.seed_key, { id: r.id, seedKey: r.seed_key, contentHash: r.content_hash }]),
  );
}

async function upsertCourseRow(tx: Db, course: CourseFile): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO academy_courses (seed_key, slug, topic, languages, featured, sort_order, cover_image_url,
       estimated_minutes, quiz_pass_percent, max_quiz_attempts, quiz_retry_hours, sources, content_hash, status,
       updated_at)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'published', $13)
     ON CONFLICT (seed_key) DO UPDATE SET slug = excluded.slug, topic = excluded.topic,
       languages = excluded.languages, featured = excluded.featured, sort_order = excluded.sort_order,
       cover_image_url = excluded.cover_image_url, estimated_minutes = excluded.estimated_minutes,
       quiz_pass_percent = excluded.quiz_pass_percent, max_quiz_attempts = excluded.max_quiz_attempts,
       quiz_retry_hours = excluded.quiz_retry_hours, sources = excluded.sources,
       content_hash = excluded.content_hash, status = 'published', updated_at = excluded.updated_at
     RETURNING id`,
    [
      course.slug,
      course.topic,
      course.languages,
      course.featured,
      course.order,
      course.cover,
      course.estimatedMinutes,
      course.policy.quizPassPercent,
      course.policy.maxQuizAttempts,
      course.policy.quizRetryHours,
      course.sources,
      course.contentHash,
      course.updatedAt,
    ],
  );
  return rows[0].id;
}

/** Replaces the translations of a row: the languages of the files, the others removed. */
async function replaceTranslations<T extends object>(
  tx: Db,
  table: string,
  idColumn: string,
  id: number,
  columns: (keyof T & string)[],
  texts: Partial<Record<Locale, T>>,
): Promise<void> {
  const locales = (Object.keys(texts) as Locale[]).filter((locale) => texts[locale]);
  await tx.query(`DELETE FROM ${table} WHERE ${idColumn} = $1 AND NOT (locale = ANY($2::text[]))`, [
    id,
    locales,
  ]);
  const names = columns.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`));
  const placeholders = columns.map((_, i) => `$${i + 3}`).join(', ');
  const updates = names.map((n) => `${n} = excluded.${n}`).join(', ');
  for (const locale of locales) {
    const text = texts[locale] as Record<string, unknown>;
    await tx.query(
      `INSERT INTO ${table} (${idColumn}, locale, ${names.join(', ')}) VALUES ($1, $2, ${placeholders})
       ON CONFLICT (${idColumn}, locale) DO UPDATE SET ${updates}`,
      [id, locale, ...columns.map((c) => text[c])],
    );
  }
}

/**
 * Writes one course from its files (inside the seed's transaction): the course row and texts, its chapters,
 * lessons and quizzes in file order; what left the files is retired. Answers the course id.
 */
export async function writeCourse(tx: Db, course: CourseFile): Promise<number> {
  const courseId = await upsertCourseRow(tx, course);
  await replaceTranslations(
    tx,
    'academy_course_translations',
    'course_id',
    courseId,
    ['title', 'summary', 'audience', 'overviewMarkdown'],
    {
      vi: { ...course.texts.vi, overviewMarkdown: course.texts.vi.overview },
      ...(course.texts.en ? { en: { ...course.texts.en, overviewMarkdown: course.texts.en.overview } } : {}),
    },
  );
  // Retire everything first; what is still in the files is brought back below.
  await tx.query('UPDATE academy_chapters SET retired = true WHERE course_id = $1', [courseId]);
  await tx.query('UPDATE academy_lessons SET retired = true WHERE course_id = $1', [courseId]);
  for (const [chapterIndex, chapter] of course.chapters.entries()) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO academy_chapters (course_id, seed_key, position, retired) VALUES ($1, $2, $3, false)
       ON CONFLICT (course_id, seed_key) DO UPDATE SET position = excluded.position, retired = false
       RETURNING id`,
      [courseId, chapter.key, chapterIndex],
    );
    const chapterId = rows[0].id;
    await replaceTranslations(
      tx,
      'academy_chapter_translations',
      'chapter_id',
      chapterId,
      ['title', 'summary'],
      {
        ...chapter.texts,
      },
    );
    await tx.query(
      `INSERT INTO academy_quizzes (chapter_id, questions) VALUES ($1, $2::jsonb)
       ON CONFLICT (chapter_id) DO UPDATE SET questions = excluded.questions`,
      [chapterId, JSON.stringify(chapter.questions)],
    );
    for (const [lessonIndex, lesson] of chapter.lessons.entries()) {
      const { rows: lessonRows } = await tx.query<{ id: number }>(
        `INSERT INTO academy_lessons (course_id, chapter_id, slug, position, duration_minutes, required, retired)
         VALUES ($1, $2, $3, $4, $5, $6, false)
         ON CONFLICT (course_id, slug) DO UPDATE SET chapter_id = excluded.chapter_id,
           position = excluded.position, duration_minutes = excluded.duration_minutes,
           required = excluded.required, retired = false
         RETURNING id`,
        [courseId, chapterId, lesson.slug, lessonIndex, lesson.durationMinutes, lesson.required],
      );
      await replaceTranslations(
        tx,
        'academy_lesson_translations',
        'lesson_id',
        lessonRows[0].id,
        ['title', 'markdown', 'sources'],
        { ...lesson.texts },
      );
    }
  }
  return courseId;
}
