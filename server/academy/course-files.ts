// Reads and checks one course folder of content/academy/ (ACADEMY_DIR): the format of content/README.md, "Academy
// courses (issue 12)".
//   <course-slug>/course.yaml
//   <course-slug>/<NN>-<chapter-slug>/chapter.yaml, quiz.yaml, <NN>-<lesson-slug>.<vi|en>.md
// The check is strict, so that a course writer learns of a mistake from the seed's report and not from a learner:
// every text of every language the course declares, slugs, durations, the completion policy, and every quiz
// question (2-10 options in the same number in each language, `correct` indices in range). All problems of a
// folder are collected and reported together; a folder with any problem is not loaded.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '../../domain/messages';
import { parseContentFile } from '../content/seed';

export const COURSE_TOPICS = ['ghg-inventory', 'decree-06', 'cbam', 'esg'] as const;
export type CourseTopic = (typeof COURSE_TOPICS)[number];
const LOCALES: readonly Locale[] = ['vi', 'en'];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CHAPTER_FOLDER = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const LESSON_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.(vi|en)\.md$/;
const QUESTION_KEY = /^[A-Za-z0-9_-]{1,40}$/;
const MIN_QUESTIONS = 4;
const MAX_QUESTIONS = 6;

export interface CourseTexts {
  title: string;
  summary: string;
  audience: string;
  overview: string;
}

export interface LessonTexts {
  title: string;
  markdown: string;
  sources: string[];
}

export interface QuizQuestionFile {
  key: string;
  correct: number[];
  /** Prompt, options and explanation per language of the course (Vietnamese always). */
  vi: { prompt: string; options: string[]; explanation: string };
  en?: { prompt: string; options: string[]; explanation: string };
}

export interface LessonFile {
  slug: string;
  durationMinutes: number;
  required: boolean;
  texts: { vi: LessonTexts; en?: LessonTexts };
}

export interface ChapterFile {
  /** The folder name (`01-pham-vi`): the chapter's seed key. */
  key: string;
  texts: { vi: { title: string; summary: string }; en?: { title: string; summary: string } };
  lessons: LessonFile[];
  questions: QuizQuestionFile[];
}

export interface CourseFile {
  slug: string;
  topic: CourseTopic;
  languages: Locale[];
  featured: boolean;
  order: number;
  updatedAt: Date;
  cover: string | null;
  estimatedMinutes: number;
  policy: {
    requiredLessons: 'all' | 'marked';
    quizPassPercent: number;
    maxQuizAttempts: number | null;
    quizRetryHours: number;
  };
  sources: string[];
  texts: { vi: CourseTexts; en?: CourseTexts };
  chapters: ChapterFile[];
  /** sha256 of every file of the folder (paths and bytes): the seed skips a course whose files did not change. */
  contentHash: string;
}

export class CourseFolderError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'CourseFolderError';
  }
}

type Mapping = Record<string, unknown>;

/** Collects the problems of one folder; the readers below return a usable value even when they record one. */
class Problems {
  readonly list: string[] = [];
  add(where: string, what: string): void {
    this.list.push(`${where}: ${what}`);
  }

  text(where: string, value: unknown, options: { min?: number; max: number }): string {
    const min = options.min ?? 1;
    if (typeof value !== 'string') {
      this.add(where, value === undefined ? 'is missing' : 'must be text');
      return '';
    }
    const trimmed = value.trim();
    if (trimmed.length < min) this.add(where, 'is empty');
    else if (trimmed.length > options.max) this.add(where, `is longer than ${options.max} characters`);
    return trimmed;
  }

  integer(where: string, value: unknown, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(where, value === undefined ? 'is missing' : 'must be a whole number');
      return min;
    }
    if (value < min || value > max) this.add(where, `must be between ${min} and ${max}, got ${value}`);
    return value;
  }

  texts(where: string, value: unknown, maxItems: number): string[] {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.add(where, 'must be a list');
      return [];
    }
    if (value.length > maxItems) this.add(where, `has more than ${maxItems} items`);
    return value.map((item, index) => this.text(`${where}[${index}]`, item, { max: 500 }));
  }

  mapping(where: string, value: unknown): Mapping {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.add(where, value === undefined ? 'is missing' : 'must be a mapping');
      return {};
    }
    return value as Mapping;
  }
}

async function entriesOf(dir: string) {
  return (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
}

async function readYaml(file: string, where: string, problems: Problems): Promise<Mapping> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') {
      problems.add(where, 'is missing');
      return {};
    }
    throw error;
  }
  try {
    return problems.mapping(where, parseYaml(text));
  } catch (error) {
    problems.add(where, `is not valid YAML (${(error as Error).message.split('\n')[0]})`);
    return {};
  }
}

/** `YYYY-MM-DD` (a string, or a Date from a YAML 1.1 reader) as midnight in Vietnam (UTC+7). */
function dateOf(where: string, value: unknown, problems: Problems): Date {
  const text =
    value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00+07:00`) : null;
  if (!date || Number.isNaN(date.getTime())) {
    problems.add(where, `must be a date YYYY-MM-DD, got "${String(value)}"`);
    return new Date(0);
  }
  return date;
}

function languagesOf(value: unknown, problems: Problems): Locale[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.add('course.yaml languages', 'must be a non-empty list of vi, en');
    return ['vi'];
  }
  const languages = value.filter((item): item is Locale => LOCALES.includes(item as Locale));
  if (languages.length !== value.length || new Set(languages).size !== languages.length) {
    problems.add('course.yaml languages', `must list vi and/or en once each, got [${value.join(', ')}]`);
  }
  // Vietnamese is the fallback language of every screen, so every course is written in it.
  if (!languages.includes('vi')) problems.add('course.yaml languages', 'must include vi');
  return LOCALES.filter((locale) => languages.includes(locale));
}

function coverOf(value: unknown, problems: Problems): string | null {
  if (value === undefined || value === null) return null;
  const cover = problems.text('course.yaml cover', value, { max: 2048 });
  if (cover && !/^\/(?!\/)/.test(cover) && !/^https:\/\//.test(cover)) {
    problems.add('course.yaml cover', 'must be a site path (/content/...) or an https URL');
  }
  return cover || null;
}

function readQuestions(where: string, quiz: Mapping, languages: Locale[], problems: Problems) {
  const raw = quiz.questions;
  if (!Array.isArray(raw)) {
    problems.add(`${where} questions`, 'must be a list');
    return [];
  }
  if (raw.length < MIN_QUESTIONS || raw.length > MAX_QUESTIONS) {
    problems.add(
      `${where} questions`,
      `must hold ${MIN_QUESTIONS} to ${MAX_QUESTIONS} questions, has ${raw.length}`,
    );
  }
  const keys = new Set<string>();
  return raw.map((item, index): QuizQuestionFile => {
    const at = `${where} questions[${index}]`;
    const question = problems.mapping(at, item);
    const key = typeof question.key === 'string' ? question.key : '';
    if (!QUESTION_KEY.test(key)) problems.add(`${at} key`, 'must be 1-40 letters, digits, _ or -');
    else if (keys.has(key)) problems.add(`${at} key`, `"${key}" is used twice`);
    keys.add(key);
    const texts: Partial<QuizQuestionFile> = {};
    let optionCount: number | null = null;
    for (const locale of languages) {
      const text = problems.mapping(`${at} ${locale}`, question[locale]);
      const options = Array.isArray(text.options) ? text.options : [];
      if (!Array.isArray(text.options) || options.length < 2 || options.length > 10) {
        problems.add(`${at} ${locale}.options`, 'must be a list of 2 to 10 options');
      }
      if (optionCount !== null && options.length !== optionCount) {
        problems.add(`${at} ${locale}.options`, 'must have as many options as in the other language');
      }
      optionCount ??= options.length;
      texts[locale] = {
        prompt: problems.text(`${at} ${locale}.prompt`, text.prompt, { max: 2000 }),
        options: options.map((option, i) =>
          problems.text(`${at} ${locale}.options[${i}]`, option, { max: 1000 }),
        ),
        explanation: problems.text(`${at} ${locale}.explanation`, text.explanation, { max: 2000 }),
      };
    }
    const correct = Array.isArray(question.correct) ? question.correct : [];
    const inRange = correct.every(
      (c) => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < (optionCount ?? 0),
    );
    if (correct.length === 0 || !inRange || new Set(correct).size !== correct.length) {
      problems.add(
        `${at} correct`,
        `must list 1 or more distinct option indices from 0 to ${(optionCount ?? 0) - 1}, got [${correct.join(', ')}]`,
      );
    }
    return { key, correct: correct as number[], ...(texts as Pick<QuizQuestionFile, 'vi' | 'en'>) };
  });
}

async function readChapter(
  dir: string,
  folder: string,
  languages: Locale[],
  problems: Problems,
  hash: (name: string, bytes: Buffer) => void,
): Promise<ChapterFile> {
  const chapterDir = path.join(dir, folder);
  const yaml = await readYaml(path.join(chapterDir, 'chapter.yaml'), `${folder}/chapter.yaml`, problems);
  const texts = {} as ChapterFile['texts'];
  for (const locale of languages) {
    const text = problems.mapping(`${folder}/chapter.yaml ${locale}`, yaml[locale]);
    texts[locale] = {
      title: problems.text(`${folder}/chapter.yaml ${locale}.title`, text.title, { max: 300 }),
      summary: problems.text(`${folder}/chapter.yaml ${locale}.summary`, text.summary, { min: 0, max: 2000 }),
    };
  }
  const quizYaml = await readYaml(path.join(chapterDir, 'quiz.yaml'), `${folder}/quiz.yaml`, problems);
  const questions = readQuestions(`${folder}/quiz.yaml`, quizYaml, languages, problems);

  // Lesson files, grouped by slug in file order.
  const lessons = new Map<string, { order: string; files: Partial<Record<Locale, string>> }>();
  for (const entry of await entriesOf(chapterDir)) {
    const name = entry.name;
    if (entry.isFile()) hash(`${folder}/${name}`, await readFile(path.join(chapterDir, name)));
    if (name === 'chapter.yaml' || name === 'quiz.yaml') continue;
    const match = LESSON_FILE.exec(name);
    if (!entry.isFile() || !match) {
      problems.add(`${folder}/${name}`, 'is not a lesson file NN-<slug>.vi.md / NN-<slug>.en.md');
      continue;
    }
    const [, order, slug, locale] = match;
    const lesson = lessons.get(slug) ?? { order, files: {} };
    if (lesson.order !== order)
      problems.add(`${folder}/${name}`, `has another number than its other language`);
    lesson.files[locale as Locale] = name;
    lessons.set(slug, lesson);
  }
  if (lessons.size === 0) problems.add(folder, 'has no lessons');

  const lessonFiles: LessonFile[] = [];
  for (const [slug, { files }] of lessons) {
    if (slug.length > 120) problems.add(`${folder}/${slug}`, 'slug is longer than 120 characters');
    const lessonTexts = {} as LessonFile['texts'];
    let durationMinutes = 0;
    let viMinutesValid = false;
    for (const locale of LOCALES) {
      const name = files[locale];
      if (!languages.includes(locale)) {
        if (name) problems.add(`${folder}/${name}`, `the course's languages do not include ${locale}`);
        continue;
      }
      if (!name) {
        problems.add(`${folder}/${slug}`, `the ${locale} file (NN-${slug}.${locale}.md) is missing`);
        continue;
      }
      const where = `${folder}/${name}`;
      let parsed: ReturnType<typeof parseContentFile>;
      try {
        parsed = parseContentFile(await readFile(path.join(chapterDir, name), 'utf8'));
      } catch (error) {
        problems.add(where, (error as Error).message);
        continue;
      }
      const { data, body } = parsed;
      if (data.slug !== slug)
        problems.add(`${where} slug`, `must be "${slug}" (the file name's), got "${String(data.slug)}"`);
      const minutes = problems.integer(`${where} durationMinutes`, data.durationMinutes, 1, 600);
      const valid = Number.isInteger(data.durationMinutes) && minutes === data.durationMinutes;
      if (locale === 'vi') {
        durationMinutes = minutes;
        viMinutesValid = valid;
      } else if (valid && viMinutesValid && minutes !== durationMinutes) {
        // Compared only when both are whole numbers: a bad vi value is reported once, on the vi file.
        problems.add(`${where} durationMinutes`, 'differs from the vi file');
      }
      if (body.trim() === '') problems.add(where, 'has no text after the front matter');
      if (body.length > 200_000) problems.add(where, 'is longer than 200,000 characters');
      lessonTexts[locale] = {
        title: problems.text(`${where} title`, data.title, { max: 300 }),
        markdown: body,
        sources: problems.texts(`${where} sources`, data.sources, 100),
      };
    }
    // `required` is the course policy's (course.yaml completion.requiredLessons), set below.
    lessonFiles.push({ slug, durationMinutes, required: true, texts: lessonTexts });
  }
  return { key: folder, texts, lessons: lessonFiles, questions };
}

/** Reads and checks `dir/<folder>`; throws CourseFolderError with every problem found. */
export async function readCourseFolder(root: string, folder: string): Promise<CourseFile> {
  const dir = path.join(root, folder);
  const problems = new Problems();
  const digest = createHash('sha256');
  const hash = (name: string, bytes: Buffer) => {
    digest.update(`${name}\u0000${bytes.length}\u0000`);
    digest.update(bytes);
  };

  const yaml = await readYaml(path.join(dir, 'course.yaml'), 'course.yaml', problems);
  const slug = typeof yaml.slug === 'string' ? yaml.slug : '';
  if (!SLUG.test(slug) || slug.length > 120) {
    problems.add('course.yaml slug', 'must be lower-case words joined by hyphens, at most 120 characters');
  } else if (slug !== folder) problems.add('course.yaml slug', `must be the folder's name "${folder}"`);
  const topic = yaml.topic as CourseTopic;
  if (!COURSE_TOPICS.includes(topic))
    problems.add('course.yaml topic', `must be one of ${COURSE_TOPICS.join(', ')}`);
  const languages = languagesOf(yaml.languages, problems);
  if (yaml.featured !== undefined && typeof yaml.featured !== 'boolean') {
    problems.add('course.yaml featured', 'must be true or false');
  }
  const order = yaml.order === undefined ? 0 : problems.integer('course.yaml order', yaml.order, 0, 10000);
  const completion = problems.mapping('course.yaml completion', yaml.completion);
  const requiredLessons = completion.requiredLessons ?? 'all';
  const maxQuizAttempts =
    completion.maxQuizAttempts === null || completion.maxQuizAttempts === undefined
      ? null
      : problems.integer('course.yaml completion.maxQuizAttempts', completion.maxQuizAttempts, 1, 100);
  const texts = {} as CourseFile['texts'];
  for (const locale of languages) {
    const text = problems.mapping(`course.yaml ${locale}`, yaml[locale]);
    texts[locale] = {
      title: problems.text(`course.yaml ${locale}.title`, text.title, { max: 300 }),
      summary: problems.text(`course.yaml ${locale}.summary`, text.summary, { max: 300 }),
      audience: problems.text(`course.yaml ${locale}.audience`, text.audience, { min: 0, max: 1000 }),
      overview: problems.text(`course.yaml ${locale}.overview`, text.overview, { max: 100_000 }),
    };
  }

  const chapters: ChapterFile[] = [];
  for (const entry of await entriesOf(dir)) {
    if (entry.isFile()) {
      hash(entry.name, await readFile(path.join(dir, entry.name)));
      if (entry.name !== 'course.yaml') problems.add(entry.name, 'is not part of the course format');
      continue;
    }
    if (!entry.isDirectory() || !CHAPTER_FOLDER.test(entry.name)) {
      problems.add(entry.name, 'is not a chapter folder NN-<slug>');
      continue;
    }
    chapters.push(await readChapter(dir, entry.name, languages, problems, hash));
  }
  if (chapters.length === 0) problems.add(folder, 'has no chapter folders');

  const lessons = chapters.flatMap((chapter) => chapter.lessons);
  const slugs = new Set<string>();
  for (const lesson of lessons) {
    if (slugs.has(lesson.slug)) problems.add(lesson.slug, 'this lesson slug is used twice in the course');
    slugs.add(lesson.slug);
  }
  if (Array.isArray(requiredLessons)) {
    // A list of lesson slugs: only those are required (the policy `marked`).
    const listed = new Set(requiredLessons.map(String));
    for (const name of listed) {
      if (!slugs.has(name))
        problems.add('course.yaml completion.requiredLessons', `names no lesson "${name}"`);
    }
    if (listed.size === 0) problems.add('course.yaml completion.requiredLessons', 'lists no lesson');
    for (const lesson of lessons) lesson.required = listed.has(lesson.slug);
  } else if (requiredLessons === 'all') {
    for (const lesson of lessons) lesson.required = true;
  } else {
    problems.add('course.yaml completion.requiredLessons', 'must be `all` or a list of lesson slugs');
  }
  const lessonMinutes = lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
  const estimatedMinutes = problems.integer(
    'course.yaml estimatedMinutes',
    yaml.estimatedMinutes,
    1,
    100_000,
  );
  if (estimatedMinutes < lessonMinutes) {
    problems.add(
      'course.yaml estimatedMinutes',
      `must be at least the sum of the lessons' durationMinutes (${lessonMinutes}), got ${estimatedMinutes}`,
    );
  }

  const course: CourseFile = {
    slug,
    topic,
    languages,
    featured: yaml.featured === true,
    order,
    updatedAt: dateOf('course.yaml updatedAt', yaml.updatedAt, problems),
    cover: coverOf(yaml.cover, problems),
    estimatedMinutes,
    policy: {
      requiredLessons: Array.isArray(requiredLessons) ? 'marked' : 'all',
      quizPassPercent: problems.integer(
        'course.yaml completion.quizPassPercent',
        completion.quizPassPercent,
        1,
        100,
      ),
      maxQuizAttempts,
      quizRetryHours:
        completion.quizRetryHours === undefined
          ? 24
          : problems.integer('course.yaml completion.quizRetryHours', completion.quizRetryHours, 0, 720),
    },
    sources: problems.texts('course.yaml sources', yaml.sources, 200),
    texts,
    chapters,
    contentHash: digest.digest('hex'),
  };
  if (problems.list.length > 0) throw new CourseFolderError(problems.list);
  return course;
}
