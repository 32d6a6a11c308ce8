// The content API (issue 10) against a real cognito-local and both database engines: the content seed from the
// fixture folders (inserted once, staff edits never overwritten, broken folders reported), the public articles and
// success stories (paging, category, tag, language fallback, drafts / unpublished / not yet due answer 404), the
// staff calls (access for EVERY operation of the contract's `staff` tag, create / replace / publish / unpublish,
// slug conflicts, translated 400s, audit rows with before and after), the Markdown preview, content images, the
// platform stats threshold, the RSS feeds and robots.txt.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../domain/messages';
import { buildApp } from '../../server/app';
import { seedContent } from '../../server/content/seed';
import { translate } from '../../server/i18n';
import { ENGINES, testConfig } from './harness';
import {
  articleInput,
  BROKEN_CONTENT_FIXTURES,
  CONTENT_FIXTURES,
  multipart,
  parseXml,
  PNG,
  storyInput,
} from './support/content';
import { expectError } from './support/error-body';
import { useCognitoLocal, useSessionSuite } from './support/session-suite';
import { signedInUser, staffOperations, type SignedInUser } from './support/staff';

const stack = useCognitoLocal();

const SECTOR_CODES = new Set(['IRON_STEEL', 'CEMENT', 'TEXTILES']);
const ARTICLE = 'kiem-ke-khi-nha-kinh-co-ban';
const BLOG = 'nhat-ky-blog-thu-nghiem';
const STORY = 'thep-minh-hoa-fixture';

describe.each(ENGINES)('content on %s', (engine) => {
  const { suite, email, call } = useSessionSuite(engine, stack);
  const users = {} as { staff: SignedInUser; customer: SignedInUser };
  const extraApps: FastifyInstance[] = [];

  const me = async (token: string) => (await call({ method: 'GET', url: '/api/auth/me', token })).json().data;
  const staffCall = (options: Parameters<typeof call>[0]) => call({ token: users.staff.token, ...options });
  const auditRows = async (entityType: string, id: number | string) =>
    (
      await suite.handle.db.query(
        `SELECT action, actor_user_id, actor_email, before, after FROM audit_log
         WHERE entity_type = $1 AND entity_id = $2 ORDER BY created_at, id`,
        [entityType, String(id)],
      )
    ).rows;
  const createArticle = async (overrides: Parameters<typeof articleInput>[0] = {}) => {
    const res = await staffCall({
      method: 'POST',
      url: '/api/staff/articles',
      payload: articleInput(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    users.staff = await signedInUser(stack.cognito, me, email('staff'), {
      staff: true,
      givenName: 'Lan',
      familyName: 'Phạm',
    });
    users.customer = await signedInUser(stack.cognito, me, email('customer'), { staff: false });
    const seeded = await seedContent(suite.handle.db, { dir: CONTENT_FIXTURES, sectorCodes: SECTOR_CODES });
    expect(seeded.problems).toEqual([]);
    expect(seeded.inserted.sort()).toEqual(
      [`articles/${ARTICLE}`, `articles/${BLOG}`, `success-stories/${STORY}`].sort(),
    );
  });

  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });

  describe('content seed', () => {
    it('a second run inserts nothing and skips what is there', async () => {
      const again = await seedContent(suite.handle.db, { dir: CONTENT_FIXTURES, sectorCodes: SECTOR_CODES });
      expect(again.inserted).toEqual([]);
      expect(again.skipped.sort()).toEqual(
        [`articles/${ARTICLE}`, `articles/${BLOG}`, `success-stories/${STORY}`].sort(),
      );
    });

    it('staff edits win: an edited article is not overwritten, a renamed slug does not come back', async () => {
      const list = (await staffCall({ method: 'GET', url: `/api/staff/articles?q=${BLOG}` })).json().data;
      expect(list).toHaveLength(1);
      const id = list[0].id;
      const current = (await staffCall({ method: 'GET', url: `/api/staff/articles/${id}` })).json().data;
      const renamed = `${BLOG}-da-doi-ten`;
      const res = await staffCall({
        method: 'PUT',
        url: `/api/staff/articles/${id}`,
        payload: {
          slug: renamed,
          category: current.category,
          coverImageUrl: current.coverImageUrl,
          authorName: current.authorName,
          vi: { ...current.vi, title: 'Tiêu đề do nhân viên sửa' },
          en: current.en,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const again = await seedContent(suite.handle.db, { dir: CONTENT_FIXTURES, sectorCodes: SECTOR_CODES });
      expect(again.inserted).toEqual([]);
      const after = (await staffCall({ method: 'GET', url: `/api/staff/articles/${id}` })).json().data;
      expect(after.vi.title).toBe('Tiêu đề do nhân viên sửa');
      expect(after.slug).toBe(renamed);
      expect((await call({ method: 'GET', url: `/api/articles/${BLOG}` })).statusCode).toBe(404);
      // Put the slug back for the other tests.
      await staffCall({
        method: 'PUT',
        url: `/api/staff/articles/${id}`,
        payload: pickInput(current),
      });
    });

    it('broken folders are skipped and reported; the good one still loads', async () => {
      const result = await seedContent(suite.handle.db, {
        dir: BROKEN_CONTENT_FIXTURES,
        sectorCodes: SECTOR_CODES,
      });
      expect(result.inserted).toEqual(['articles/hop-le']);
      const problems = result.problems.join('\n');
      expect(result.problems).toHaveLength(5);
      expect(problems).toMatch(/articles\/khong-co-front-matter: no front matter/);
      expect(problems).toMatch(/articles\/slug-sai: \/slug must match pattern/);
      expect(problems).toMatch(/articles\/blog: slug: This slug is reserved/);
      expect(problems).toMatch(/articles\/thieu-vi: vi.md is missing/);
      expect(problems).toMatch(/success-stories\/nganh-khong-ton-tai: sectorCode: Unknown sector code/);
    });

    it('an empty or missing folder loads nothing', async () => {
      const result = await seedContent(suite.handle.db, {
        dir: '/nonexistent-content',
        sectorCodes: SECTOR_CODES,
      });
      expect(result).toEqual({ inserted: [], skipped: [], problems: [] });
    });
  });

  describe('public articles', () => {
    it('lists published articles newest first with tags, updatedAt and paging meta', async () => {
      const res = await call({ method: 'GET', url: '/api/articles?take=2&page=1' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta.take).toBe(2);
      expect(body.meta.page).toBe(1);
      const all = (await call({ method: 'GET', url: '/api/articles?take=100' })).json();
      expect(body.meta.total).toBe(all.data.length);
      expect(body.meta.pageCount).toBe(Math.ceil(all.data.length / 2));
      const dates = all.data.map((a: { publishedAt: string }) => a.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const fixture = all.data.find((a: { slug: string }) => a.slug === ARTICLE);
      expect(fixture).toMatchObject({
        category: 'news',
        locale: 'vi',
        title: 'Kiểm kê khí nhà kính cơ bản: phạm vi 1 & 2 <cho người mới>',
        tags: ['Kiểm kê khí nhà kính', 'Nghị định 06'],
        authorName: 'Nhóm chuyên môn GHG Platform',
        coverImageUrl: '/content/covers/kiem-ke-khi-nha-kinh-co-ban.svg',
        publishedAt: '2025-06-02T17:00:00.000Z',
      });
      expect(typeof fixture.updatedAt).toBe('string');
      const page2 = (await call({ method: 'GET', url: '/api/articles?take=2&page=2' })).json();
      expect(page2.data.map((a: { id: number }) => a.id)).toEqual(
        all.data.slice(2, 4).map((a: { id: number }) => a.id),
      );
    });

    it('filters by category and by tag (in the shown language, case-insensitive)', async () => {
      const blog = (await call({ method: 'GET', url: '/api/articles?category=blog' })).json().data;
      expect(blog.map((a: { slug: string }) => a.slug)).toEqual([BLOG]);
      const news = (await call({ method: 'GET', url: '/api/articles?category=news' })).json().data;
      expect(news.every((a: { category: string }) => a.category === 'news')).toBe(true);
      const tagged = (
        await call({ method: 'GET', url: `/api/articles?tag=${encodeURIComponent('nghị định 06')}` })
      ).json().data;
      expect(tagged.map((a: { slug: string }) => a.slug)).toEqual([ARTICLE]);
      const en = (
        await call({
          method: 'GET',
          url: `/api/articles?tag=${encodeURIComponent('Decree 06')}`,
          locale: 'en',
        })
      ).json().data;
      expect(en.map((a: { slug: string }) => a.slug)).toEqual([ARTICLE]);
      // The Vietnamese tag does not match in English (the English article's tags are shown).
      const none = (
        await call({
          method: 'GET',
          url: `/api/articles?tag=${encodeURIComponent('Nghị định 06')}`,
          locale: 'en',
        })
      ).json();
      expect(none.data).toEqual([]);
      expect(none.meta.total).toBe(0);
    });

    it('answers in English when translated, else in Vietnamese (locale says which)', async () => {
      const list = (await call({ method: 'GET', url: '/api/articles', locale: 'en' })).json().data;
      const translated = list.find((a: { slug: string }) => a.slug === ARTICLE);
      expect(translated).toMatchObject({
        locale: 'en',
        title: expect.stringMatching(/^Greenhouse-gas inventory/),
      });
      const fallback = list.find((a: { slug: string }) => a.slug === BLOG);
      expect(fallback).toMatchObject({ locale: 'vi', title: 'Nhật ký: ba tuần đầu với CBAM' });
    });

    it('?lang= (the page URLs) wins over Accept-Language; a bad value is a 400', async () => {
      const en = (await call({ method: 'GET', url: `/api/articles/${ARTICLE}?lang=en`, locale: 'vi' })).json()
        .data;
      expect(en.locale).toBe('en');
      const vi = (await call({ method: 'GET', url: `/api/articles?lang=vi`, locale: 'en' })).json().data;
      expect(vi.find((a: { slug: string }) => a.slug === ARTICLE).locale).toBe('vi');
      const story = (await call({ method: 'GET', url: `/api/success-stories/${STORY}?lang=en` })).json().data;
      expect(story.locale).toBe('en');
      expectError(await call({ method: 'GET', url: '/api/articles?lang=fr' }), 400, 'VALIDATION_FAILED');
    });

    it('one article: sanitised HTML, description, translations, sources', async () => {
      const vi = (await call({ method: 'GET', url: `/api/articles/${ARTICLE}` })).json().data;
      expect(vi.locale).toBe('vi');
      expect(vi.translations).toEqual(['vi', 'en']);
      expect(vi.description).toBe(vi.excerpt);
      expect(vi.sources).toEqual(['Nghị định 06/2022/NĐ-CP (tệp mẫu của bài kiểm thử)']);
      expect(vi.contentHtml).toContain('<h2>Phạm vi 1</h2>');
      expect(vi.contentHtml).toContain(
        '<a href="https://example.vn/nghi-dinh-06" rel="noopener noreferrer">Nghị định 06</a>',
      );
      expect(vi.contentHtml).not.toMatch(/<script|alert/);
      const en = (await call({ method: 'GET', url: `/api/articles/${ARTICLE}`, locale: 'en' })).json().data;
      expect(en).toMatchObject({ locale: 'en', translations: ['vi', 'en'] });
      expect(en.contentHtml).toContain('<h2>Scope 1</h2>');
      const blog = (await call({ method: 'GET', url: `/api/articles/${BLOG}`, locale: 'en' })).json().data;
      expect(blog).toMatchObject({ locale: 'vi', translations: ['vi'] });
    });

    it('unknown, draft, unpublished and not yet due articles answer 404 NOT_FOUND (vi and en)', async () => {
      const vi = expectError(
        await call({ method: 'GET', url: '/api/articles/khong-ton-tai' }),
        404,
        'NOT_FOUND',
      );
      expect(vi.message).toBe(message('vi', 'errors', 'notFound'));
      const en = expectError(
        await call({ method: 'GET', url: '/api/articles/khong-ton-tai', locale: 'en' }),
        404,
        'NOT_FOUND',
      );
      expect(en.message).toBe(message('en', 'errors', 'notFound'));

      const draft = await createArticle({ slug: 'ban-nhap-an' });
      expectError(await call({ method: 'GET', url: '/api/articles/ban-nhap-an' }), 404, 'NOT_FOUND');
      const slugs = async () =>
        (await call({ method: 'GET', url: '/api/articles?take=100' }))
          .json()
          .data.map((a: { slug: string }) => a.slug);
      expect(await slugs()).not.toContain('ban-nhap-an');

      const future = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await staffCall({
        method: 'POST',
        url: `/api/staff/articles/${draft.id}/publish`,
        payload: { publishedAt: future },
      });
      expect(scheduled.json().data).toMatchObject({ status: 'published', publishedAt: future });
      expectError(await call({ method: 'GET', url: '/api/articles/ban-nhap-an' }), 404, 'NOT_FOUND');
      expect(await slugs()).not.toContain('ban-nhap-an');

      await staffCall({
        method: 'POST',
        url: `/api/staff/articles/${draft.id}/publish`,
        payload: { publishedAt: new Date(Date.now() - 1000).toISOString() },
      });
      expect((await call({ method: 'GET', url: '/api/articles/ban-nhap-an' })).statusCode).toBe(200);
      expect(await slugs()).toContain('ban-nhap-an');

      await staffCall({ method: 'POST', url: `/api/staff/articles/${draft.id}/unpublish` });
      expectError(await call({ method: 'GET', url: '/api/articles/ban-nhap-an' }), 404, 'NOT_FOUND');
      expect(await slugs()).not.toContain('ban-nhap-an');
    });

    it('bad query values answer 400 VALIDATION_FAILED', async () => {
      expectError(
        await call({ method: 'GET', url: '/api/articles?category=video' }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(await call({ method: 'GET', url: '/api/articles?page=0' }), 400, 'VALIDATION_FAILED');
      expectError(await call({ method: 'GET', url: '/api/articles/Not_A_Slug' }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('public success stories', () => {
    it('lists and shows published stories in the reader language, with illustrative and cover', async () => {
      const list = (await call({ method: 'GET', url: '/api/success-stories' })).json();
      const story = list.data.find((s: { slug: string }) => s.slug === STORY);
      expect(story).toMatchObject({
        locale: 'vi',
        companyName: 'Công ty Thép Minh Họa (tệp kiểm thử)',
        sectorCode: 'IRON_STEEL',
        illustrative: true,
        coverImageUrl: '/content/covers/thep-minh-hoa-fixture.svg',
        metrics: [{ label: 'Phát thải phạm vi 1 và 2', value: '12.400 tCO2e' }],
      });
      expect(list.meta.total).toBe(list.data.length);
      const en = (await call({ method: 'GET', url: `/api/success-stories/${STORY}`, locale: 'en' })).json()
        .data;
      expect(en).toMatchObject({
        locale: 'en',
        translations: ['vi', 'en'],
        title: expect.stringMatching(/^Illustrative/),
      });
      const vi = (await call({ method: 'GET', url: `/api/success-stories/${STORY}` })).json().data;
      expect(vi.contentHtml).toContain('<strong>Đây là một ví dụ minh họa.</strong>');
      expect(vi.contentHtml).not.toMatch(/onerror|alert/);
    });

    it('draft, unpublished and unknown stories answer 404', async () => {
      const created = await staffCall({
        method: 'POST',
        url: '/api/staff/success-stories',
        payload: storyInput({ slug: 'cau-chuyen-nhap' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      expectError(
        await call({ method: 'GET', url: '/api/success-stories/cau-chuyen-nhap' }),
        404,
        'NOT_FOUND',
      );
      const id = created.json().data.id;
      await staffCall({ method: 'POST', url: `/api/staff/success-stories/${id}/publish`, payload: {} });
      expect((await call({ method: 'GET', url: '/api/success-stories/cau-chuyen-nhap' })).statusCode).toBe(
        200,
      );
      await staffCall({ method: 'POST', url: `/api/staff/success-stories/${id}/unpublish` });
      expectError(
        await call({ method: 'GET', url: '/api/success-stories/cau-chuyen-nhap' }),
        404,
        'NOT_FOUND',
      );
      expectError(await call({ method: 'GET', url: '/api/success-stories/khong-co' }), 404, 'NOT_FOUND');
    });
  });

  describe('staff access', () => {
    const operations = staffOperations();

    it('the contract has the content calls in the staff tag', () => {
      const names = operations.map((op) => `${op.method} ${op.path}`);
      for (const expected of [
        'get /staff/articles',
        'post /staff/articles',
        'get /staff/articles/{id}',
        'put /staff/articles/{id}',
        'post /staff/articles/{id}/publish',
        'post /staff/articles/{id}/unpublish',
        'get /staff/success-stories',
        'post /staff/success-stories',
        'get /staff/success-stories/{id}',
        'put /staff/success-stories/{id}',
        'post /staff/success-stories/{id}/publish',
        'post /staff/success-stories/{id}/unpublish',
        'post /staff/content-preview',
        'post /staff/content-images',
        'get /staff/contact-requests',
      ]) {
        expect(names).toContain(expected);
      }
    });

    it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
      '%s: 401 signed out, 403 signed in outside the staff group (vi and en)',
      async (_name, op) => {
        // Any id: the staff rule comes before the path is looked at. A body that would be valid for the call.
        const url =
          '/api' +
          op.path.replace(
            '{id}',
            op.path.includes('contact-requests') ? '00000000-0000-4000-8000-000000000000' : '1',
          );
        const payload =
          op.method === 'get'
            ? undefined
            : op.path === '/staff/content-preview'
              ? { markdown: 'x' }
              : op.path.startsWith('/staff/articles')
                ? articleInput({ slug: 'khong-duoc-tao' })
                : op.path.startsWith('/staff/success-stories')
                  ? storyInput({ slug: 'khong-duoc-tao' })
                  : { text: 'x', status: 'contacted' };
        const request = { method: op.method.toUpperCase() as 'GET', url, ...(payload ? { payload } : {}) };
        const anonymous = expectError(await call(request), 401, 'UNAUTHORIZED');
        expect(anonymous.message).toBe(message('vi', 'errors', 'unauthorized'));
        const vi = expectError(await call({ ...request, token: users.customer.token }), 403, 'FORBIDDEN');
        expect(vi.message).toBe(message('vi', 'errors', 'forbidden'));
        const en = expectError(
          await call({ ...request, token: users.customer.token, locale: 'en' }),
          403,
          'FORBIDDEN',
        );
        expect(en.message).toBe(message('en', 'errors', 'forbidden'));
      },
    );

    it('nothing was created by the refused calls', async () => {
      const rows = await suite.handle.db.query(
        "SELECT slug FROM articles WHERE slug = 'khong-duoc-tao' UNION SELECT slug FROM success_stories WHERE slug = 'khong-duoc-tao'",
      );
      expect(rows.rows).toEqual([]);
    });
  });

  describe('staff articles', () => {
    it('create (draft, 201), read, list with filters, replace, publish, unpublish: each write audited', async () => {
      const created = await createArticle({
        slug: 'cbam-cho-nha-xuat-khau',
        en: {
          title: 'CBAM for exporters',
          excerpt: 'Summary.',
          tags: ['CBAM'],
          markdown: 'English **text**.',
        },
      });
      expect(created).toMatchObject({
        slug: 'cbam-cho-nha-xuat-khau',
        status: 'draft',
        publishedAt: null,
        readingMinutes: 1,
        vi: { title: 'Bài viết mới về CBAM', tags: ['CBAM', 'Thép'], sources: [] },
        en: { title: 'CBAM for exporters', sources: [] },
      });
      const id = created.id;
      expect((await staffCall({ method: 'GET', url: `/api/staff/articles/${id}` })).json().data).toEqual(
        created,
      );

      const drafts = (
        await staffCall({ method: 'GET', url: '/api/staff/articles?status=draft&q=xuat-khau' })
      ).json();
      expect(drafts.data).toEqual([
        expect.objectContaining({
          id,
          status: 'draft',
          title: 'Bài viết mới về CBAM',
          titleEn: 'CBAM for exporters',
        }),
      ]);
      expect(drafts.meta).toEqual({ page: 1, take: 20, total: 1, pageCount: 1 });
      const byEnglishTitle = (
        await staffCall({ method: 'GET', url: '/api/staff/articles?q=for%20EXPORTERS' })
      ).json();
      expect(byEnglishTitle.data.map((a: { id: number }) => a.id)).toEqual([id]);
      const blogOnly = (
        await staffCall({ method: 'GET', url: '/api/staff/articles?category=blog&q=xuat-khau' })
      ).json();
      expect(blogOnly.data).toEqual([]);

      const updated = await staffCall({
        method: 'PUT',
        url: `/api/staff/articles/${id}`,
        payload: articleInput({
          slug: 'cbam-cho-nha-xuat-khau',
          category: 'blog',
          vi: {
            title: '  Tiêu đề mới  ',
            excerpt: 'Tóm tắt.',
            tags: ['CBAM', 'cbam', ' Thép '],
            markdown: 'Mới.',
          },
          en: null,
        }),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({
        category: 'blog',
        status: 'draft',
        vi: { title: 'Tiêu đề mới', tags: ['CBAM', 'Thép'], markdown: 'Mới.' },
        en: null,
      });
      // The same input again changes nothing and writes no audit row.
      const same = await staffCall({
        method: 'PUT',
        url: `/api/staff/articles/${id}`,
        payload: articleInput({
          slug: 'cbam-cho-nha-xuat-khau',
          category: 'blog',
          vi: { title: 'Tiêu đề mới', excerpt: 'Tóm tắt.', tags: ['CBAM', 'Thép'], markdown: 'Mới.' },
          en: null,
        }),
      });
      expect(same.statusCode).toBe(200);

      const published = await staffCall({ method: 'POST', url: `/api/staff/articles/${id}/publish` });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data.status).toBe('published');
      const publishedAt = published.json().data.publishedAt;
      expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000);
      expect((await call({ method: 'GET', url: '/api/articles/cbam-cho-nha-xuat-khau' })).statusCode).toBe(
        200,
      );
      // Publishing again without a date changes nothing.
      await staffCall({ method: 'POST', url: `/api/staff/articles/${id}/publish`, payload: {} });

      const unpublished = await staffCall({ method: 'POST', url: `/api/staff/articles/${id}/unpublish` });
      expect(unpublished.json().data).toMatchObject({ status: 'unpublished', publishedAt });
      expectError(
        await call({ method: 'GET', url: '/api/articles/cbam-cho-nha-xuat-khau' }),
        404,
        'NOT_FOUND',
      );

      const audit = await auditRows('article', id);
      expect(audit.map((r) => r.action)).toEqual([
        'article.create',
        'article.update',
        'article.publish',
        'article.unpublish',
      ]);
      for (const row of audit) {
        expect(row.actor_user_id).toBe(users.staff.userId);
        expect(row.actor_email).toBe(users.staff.email);
      }
      expect(audit[0].before).toBeNull();
      expect(audit[0].after).toMatchObject({
        slug: 'cbam-cho-nha-xuat-khau',
        status: 'draft',
        category: 'news',
      });
      expect(audit[1].before).toEqual({
        category: 'news',
        vi: created.vi,
        en: created.en,
      });
      expect(audit[1].after).toEqual({
        category: 'blog',
        vi: {
          title: 'Tiêu đề mới',
          excerpt: 'Tóm tắt.',
          tags: ['CBAM', 'Thép'],
          markdown: 'Mới.',
          sources: [],
        },
        en: null,
      });
      expect(audit[2]).toMatchObject({
        before: { status: 'draft', publishedAt: null },
        after: { status: 'published', publishedAt },
      });
      expect(audit[3]).toMatchObject({
        before: { status: 'published', publishedAt },
        after: { status: 'unpublished', publishedAt },
      });
    });

    it('sources left out of a replace are kept; given ones replace them', async () => {
      const list = (await staffCall({ method: 'GET', url: `/api/staff/articles?q=${ARTICLE}` })).json().data;
      const id = list[0].id;
      const current = (await staffCall({ method: 'GET', url: `/api/staff/articles/${id}` })).json().data;
      const { sources: _vi, ...viWithout } = current.vi;
      const res = await staffCall({
        method: 'PUT',
        url: `/api/staff/articles/${id}`,
        payload: { ...pickInput(current), vi: { ...viWithout, excerpt: 'Tóm tắt sửa.' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.vi).toMatchObject({ excerpt: 'Tóm tắt sửa.', sources: current.vi.sources });
      expect(res.json().data.status).toBe('published');
    });

    it('a slug in use answers 409 SLUG_TAKEN (create and replace; vi and en)', async () => {
      const vi = expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/articles',
          payload: articleInput({ slug: ARTICLE }),
        }),
        409,
        'SLUG_TAKEN',
      );
      expect(vi.message).toBe(message('vi', 'errors', 'slugTaken'));
      const en = expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/articles',
          payload: articleInput({ slug: ARTICLE }),
          locale: 'en',
        }),
        409,
        'SLUG_TAKEN',
      );
      expect(en.message).toBe(message('en', 'errors', 'slugTaken'));
      const other = await createArticle({ slug: 'bai-khac' });
      expectError(
        await staffCall({
          method: 'PUT',
          url: `/api/staff/articles/${other.id}`,
          payload: articleInput({ slug: ARTICLE }),
        }),
        409,
        'SLUG_TAKEN',
      );
      expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/success-stories',
          payload: storyInput({ slug: STORY }),
        }),
        409,
        'SLUG_TAKEN',
      );
      expect(await auditRows('article', other.id)).toHaveLength(1); // only its creation
    });

    it('bad input answers 400 VALIDATION_FAILED with translated details (vi and en)', async () => {
      const cases: { payload: unknown; field: string; text: Parameters<typeof translate>[1] }[] = [
        {
          payload: articleInput({ slug: 'blog' }),
          field: 'slug',
          text: { group: 'validation', key: 'reservedSlug' },
        },
        {
          payload: articleInput({ slug: 'Có Dấu' }),
          field: 'slug',
          text: { group: 'validation', key: 'invalidSlug' },
        },
        {
          payload: articleInput({ vi: { title: '   ', excerpt: 'x', tags: [], markdown: 'x' } }),
          field: 'vi.title',
          text: { group: 'validation', key: 'fieldRequired' },
        },
        {
          payload: articleInput({ vi: { title: 'x', excerpt: 'x'.repeat(301), tags: [], markdown: 'x' } }),
          field: 'vi.excerpt',
          text: { group: 'validation', key: 'maxLength', params: { max: 300 } },
        },
        {
          payload: { ...articleInput(), vi: undefined },
          field: 'vi',
          text: { group: 'validation', key: 'fieldRequired' },
        },
        {
          payload: articleInput({ coverImageUrl: 'javascript:alert(1)' }),
          field: 'coverImageUrl',
          text: { group: 'field', key: 'invalidValue' },
        },
        {
          payload: articleInput({ coverImageUrl: '//evil.example/a.png' }),
          field: 'coverImageUrl',
          text: { group: 'field', key: 'invalidValue' },
        },
        {
          payload: storyInput({ sectorCode: 'NOT_A_SECTOR' }),
          field: 'sectorCode',
          text: { group: 'field', key: 'unknownSector' },
        },
      ];
      for (const c of cases) {
        const url = (c.payload as { companyName?: string }).companyName
          ? '/api/staff/success-stories'
          : '/api/staff/articles';
        for (const locale of ['vi', 'en'] as const) {
          const body = expectError(
            await staffCall({ method: 'POST', url, payload: c.payload as object, locale }),
            400,
            'VALIDATION_FAILED',
          );
          expect(body.message).toBe(message(locale, 'errors', 'validationFailed'));
          expect(body.details, JSON.stringify(body)).toContainEqual({
            field: c.field,
            message: translate(locale, c.text),
          });
        }
      }
      expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/articles/1/publish',
          payload: { publishedAt: 'tomorrow' },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await staffCall({ method: 'GET', url: '/api/staff/articles/abc' }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(await staffCall({ method: 'GET', url: '/api/staff/articles/999999' }), 404, 'NOT_FOUND');
      expectError(
        await staffCall({
          method: 'PUT',
          url: '/api/staff/articles/999999',
          payload: articleInput({ slug: 'x-y' }),
        }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await staffCall({ method: 'POST', url: '/api/staff/articles/999999/publish' }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('staff success stories', () => {
    it('create, replace, publish, unpublish with audit rows', async () => {
      const created = await staffCall({
        method: 'POST',
        url: '/api/staff/success-stories',
        payload: storyInput(),
      });
      expect(created.statusCode, created.body).toBe(201);
      const story = created.json().data;
      expect(story).toMatchObject({ status: 'draft', sectorCode: 'CEMENT', illustrative: true, en: null });
      const replaced = await staffCall({
        method: 'PUT',
        url: `/api/staff/success-stories/${story.id}`,
        payload: storyInput({ companyName: 'Công ty Xi măng Minh Họa 2', sectorCode: null }),
      });
      expect(replaced.json().data).toMatchObject({
        companyName: 'Công ty Xi măng Minh Họa 2',
        sectorCode: null,
      });
      await staffCall({ method: 'POST', url: `/api/staff/success-stories/${story.id}/publish` });
      await staffCall({ method: 'POST', url: `/api/staff/success-stories/${story.id}/unpublish` });
      const list = (
        await staffCall({
          method: 'GET',
          url: '/api/staff/success-stories?status=unpublished&q=minh%20h%E1%BB%8Da%202',
        })
      ).json();
      expect(list.data.map((s: { id: number }) => s.id)).toEqual([story.id]);
      const audit = await auditRows('successStory', story.id);
      expect(audit.map((r) => r.action)).toEqual([
        'successStory.create',
        'successStory.update',
        'successStory.publish',
        'successStory.unpublish',
      ]);
      expect(audit[1].before).toEqual({ companyName: 'Công ty Xi măng Minh Họa', sectorCode: 'CEMENT' });
      expect(audit[1].after).toEqual({ companyName: 'Công ty Xi măng Minh Họa 2', sectorCode: null });
    });
  });

  describe('preview and images', () => {
    it('the preview answers the sanitised HTML and the reading time', async () => {
      const res = await staffCall({
        method: 'POST',
        url: '/api/staff/content-preview',
        payload: {
          markdown:
            '# Tiêu đề\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) <svg onload=alert(1)></svg>\n\n' +
            'từ '.repeat(450),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { html, readingMinutes } = res.json().data;
      expect(html).toContain('<h2>Tiêu đề</h2>');
      expect(html).not.toMatch(/onerror|onload|javascript:|<svg|alert/i);
      expect(readingMinutes).toBe(3);
      expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/content-preview',
          payload: { markdown: 'x'.repeat(100_001) },
        }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('uploads a PNG (201, audited) and serves it publicly with an immutable cache', async () => {
      const png = await sharp({ create: { width: 3, height: 2, channels: 4, background: '#0a0a' } })
        .png()
        .toBuffer();
      const form = await multipart([{ name: 'file', data: png, filename: 'anh.png', type: 'image/png' }]);
      const res = await staffCall({ method: 'POST', url: '/api/staff/content-images', ...form });
      expect(res.statusCode, res.body).toBe(201);
      const { id, url } = res.json().data;
      expect(url).toBe(`/api/content-images/${id}`);
      const image = await call({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
      expect((await auditRows('contentImage', id)).map((r) => r.action)).toEqual(['contentImage.upload']);
      expectError(
        await call({ method: 'GET', url: '/api/content-images/00000000-0000-4000-8000-000000000000' }),
        404,
        'NOT_FOUND',
      );
    });

    it('re-encodes an image in its own type: upright, at most 2000 px, without EXIF; refuses one that does not decode', async () => {
      const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#246' } })
        .jpeg()
        .withMetadata({
          orientation: 6,
          exif: { IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 30/1' } },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const form = await multipart([{ name: 'file', data: photo, filename: 'bia.jpg', type: 'image/jpeg' }]);
      const res = await staffCall({ method: 'POST', url: '/api/staff/content-images', ...form });
      expect(res.statusCode, res.body).toBe(201);
      const image = await call({ method: 'GET', url: res.json().data.url });
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);

      const broken = await multipart([{ name: 'file', data: PNG, filename: 'x.png', type: 'image/png' }]);
      const refused = expectError(
        await staffCall({ method: 'POST', url: '/api/staff/content-images', ...broken, locale: 'en' }),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.message).toBe(message('en', 'errors', 'imageUnreadable'));
    });

    it('refuses other types (415, by the bytes), files over 2 MB (413) and a missing file (400)', async () => {
      const exe = await multipart([
        {
          name: 'file',
          data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
          filename: 'x.png',
          type: 'image/png',
        },
      ]);
      const bad = expectError(
        await staffCall({ method: 'POST', url: '/api/staff/content-images', ...exe, locale: 'en' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(bad.message).toBe(message('en', 'errors', 'unsupportedMediaType'));
      const big = await multipart([
        {
          name: 'file',
          data: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
          filename: 'big.png',
          type: 'image/png',
        },
      ]);
      expectError(
        await staffCall({ method: 'POST', url: '/api/staff/content-images', ...big }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      const none = await multipart([{ name: 'other', data: 'x' }]);
      expectError(
        await staffCall({ method: 'POST', url: '/api/staff/content-images', ...none }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await staffCall({ method: 'POST', url: '/api/staff/content-images', payload: { file: 'x' } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });
  });

  describe('platform stats', () => {
    it('null below the threshold, the number of workspaces from it on', async () => {
      const { rows } = await suite.handle.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM spaces',
      );
      const spaces = rows[0].count;
      const below = (await call({ method: 'GET', url: '/api/platform-stats' })).json();
      expect(below).toEqual({ data: { organizations: spaces >= 100 ? spaces : null } });

      await suite.handle.db.query(
        "INSERT INTO spaces (name) VALUES ('Công ty A'), ('Công ty B'), ('Công ty C')",
      );
      const app = await buildApp({
        db: suite.handle.db,
        config: testConfig({ cognito: stack.cognito.config, joinCountThreshold: spaces + 3 }),
      });
      extraApps.push(app);
      expect((await app.inject({ method: 'GET', url: '/api/platform-stats' })).json()).toEqual({
        data: { organizations: spaces + 3 },
      });
      const higher = await buildApp({
        db: suite.handle.db,
        config: testConfig({ cognito: stack.cognito.config, joinCountThreshold: spaces + 4 }),
      });
      extraApps.push(higher);
      expect((await higher.inject({ method: 'GET', url: '/api/platform-stats' })).json()).toEqual({
        data: { organizations: null },
      });
    });
  });

  describe('feeds and robots.txt', () => {
    it('RSS 2.0 per language: well-formed, escaped titles, ?lang=en links, the request origin', async () => {
      const vi = await call({
        method: 'GET',
        url: '/feeds/articles.vi.xml',
        headers: { host: 'tin.example.vn' },
      });
      expect(vi.statusCode).toBe(200);
      expect(vi.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const elements = parseXml(vi.body);
      expect(elements[0]).toMatchObject({ name: 'rss', attributes: { version: '2.0' } });
      const titles = elements.filter((e) => e.name === 'title').map((e) => e.text);
      expect(titles).toContain('Kiểm kê khí nhà kính cơ bản: phạm vi 1 & 2 <cho người mới>');
      expect(vi.body).toContain('phạm vi 1 &amp; 2 &lt;cho người mới&gt;');
      expect(vi.body).not.toContain('<cho người mới>');
      const links = elements.filter((e) => e.name === 'link').map((e) => e.text);
      expect(links).toContain(`http://tin.example.vn/article/${ARTICLE}`);
      expect(links).toContain(`http://tin.example.vn/article/${BLOG}`);
      expect(elements.find((e) => e.name === 'language')?.text).toBe('vi');
      // The article HTML is in there as text, sanitised.
      const content = elements
        .filter((e) => e.name === 'content:encoded')
        .map((e) => e.text)
        .join('\n');
      expect(content).toContain('<h2>Phạm vi 1</h2>');
      expect(content).not.toMatch(/<script/);

      const en = await call({
        method: 'GET',
        url: '/feeds/articles.en.xml',
        headers: { host: 'tin.example.vn' },
      });
      const enElements = parseXml(en.body);
      const enLinks = enElements.filter((e) => e.name === 'link').map((e) => e.text);
      expect(enLinks).toContain(`http://tin.example.vn/article/${ARTICLE}?lang=en`);
      expect(enLinks).not.toContain(`http://tin.example.vn/article/${BLOG}?lang=en`); // no English text
      expect(enLinks[0]).toBe('http://tin.example.vn/article?lang=en');
      expect(enElements.find((e) => e.name === 'atom:link')?.attributes.href).toBe(
        'http://tin.example.vn/feeds/articles.en.xml',
      );
    });

    it('a title with XML specials stays well-formed (control characters are refused on input)', async () => {
      expectError(
        await staffCall({
          method: 'POST',
          url: '/api/staff/articles',
          payload: articleInput({
            slug: 'dieu-khien',
            vi: { title: 'A\u0001B', excerpt: 'x', tags: [], markdown: 'x' },
          }),
        }),
        400,
        'VALIDATION_FAILED',
      );
      const tricky = await createArticle({
        slug: 'tieu-de-kho',
        vi: {
          title: 'A & B < C > D "E" \'F\' ]]> G',
          excerpt: '<b>x</b>',
          tags: ['<&>'],
          markdown: 'x',
        },
      });
      await staffCall({ method: 'POST', url: `/api/staff/articles/${tricky.id}/publish` });
      const res = await call({ method: 'GET', url: '/feeds/articles.vi.xml' });
      const titles = parseXml(res.body)
        .filter((e) => e.name === 'title')
        .map((e) => e.text);
      expect(titles).toContain('A & B < C > D "E" \'F\' ]]> G');
    });

    it('uses SITE_URL for absolute links when it is set', async () => {
      const app = await buildApp({
        db: suite.handle.db,
        config: testConfig({ cognito: stack.cognito.config, publicBaseUrl: 'https://ghg.example.vn' }),
      });
      extraApps.push(app);
      const feed = await app.inject({
        method: 'GET',
        url: '/feeds/articles.vi.xml',
        headers: { host: 'evil.example' },
      });
      expect(feed.body).toContain(`<link>https://ghg.example.vn/article/${ARTICLE}</link>`);
      expect(feed.body).not.toContain('evil.example');
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: https://ghg.example.vn/sitemap.xml');
    });

    it('robots.txt and the feeds win over the SPA and its history fallback', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'ghg-content-spa-'));
      try {
        await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>SPA</title>');
        const app = await buildApp({
          db: suite.handle.db,
          config: testConfig({ cognito: stack.cognito.config, staticDir: dir }),
        });
        extraApps.push(app);
        const html = { accept: 'text/html,application/xhtml+xml' };
        const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: html });
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(robots.body).toMatch(/^User-agent: \*/);
        const feed = await app.inject({ method: 'GET', url: '/feeds/articles.en.xml', headers: html });
        expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
        // Any other page is still the SPA's.
        const page = await app.inject({ method: 'GET', url: '/article/abc', headers: html });
        expect(page.body).toContain('<title>SPA</title>');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('robots.txt allows the public pages and keeps robots out of the API, staff, user, workspace and auth', async () => {
      const res = await call({ method: 'GET', url: '/robots.txt', headers: { host: 'ghg.test' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const path of ['/api/', '/staff', '/user', '/work-space', '/auth/'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain('Sitemap: http://ghg.test/sitemap.xml');
      expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(5);
    });
  });

  // Last: it adds the repository's own articles to this database.
  describe("the repository's content folder", () => {
    it('every folder of content/ (CONTENT_DIR default) loads without a problem', async () => {
      const dir = testConfig().contentDir;
      const result = await seedContent(suite.handle.db, {
        dir,
        sectorCodes: new Set(suite.app.ctx.reference.sectors.map((sector) => sector.code)),
      });
      expect(result.problems).toEqual([]);
      const folders = await countFolders(dir);
      expect(result.inserted.length + result.skipped.length).toBe(folders);
    });
  });
});

/** How many article and story folders `dir` has (0 when it does not exist yet). */
async function countFolders(dir: string): Promise<number> {
  let count = 0;
  for (const kind of ['articles', 'success-stories']) {
    const entries = await readdir(path.join(dir, kind), { withFileTypes: true }).catch(() => []);
    count += entries.filter((entry) => entry.isDirectory()).length;
  }
  return count;
}

/** The StaffArticleInput of a StaffArticle (its editable fields). */
function pickInput(article: {
  slug: string;
  category: string;
  coverImageUrl: string | null;
  authorName: string;
  vi: unknown;
  en: unknown;
}) {
  return {
    slug: article.slug,
    category: article.category,
    coverImageUrl: article.coverImageUrl,
    authorName: article.authorName,
    vi: article.vi,
    en: article.en,
  };
}
