// The staff console's content calls (OpenAPI tag `staff`): articles and success stories (list, create, read,
// replace, publish, unpublish), the Markdown preview and image uploads. Every route is registered with
// `onRequest: requireStaff(ctx)` (server/auth/require-staff.ts), as in ./staff.ts: 401 signed out, 403 outside the
// `staff` group, before the path, query or body is looked at. Every write stores its audit row
// (server/db/repos/audit-log.ts) with the changed fields before and after, in the same transaction as the change.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { renderContent } from '../../domain/content/markdown';
import { requireStaff } from '../auth/require-staff';
import { currentCaller } from '../auth/authenticate';
import {
  articleAuditView,
  auditDiff,
  storyAuditView,
  toArticleFields,
  toStoryFields,
  type AuditView,
  type StaffArticleInput,
  type StaffStoryInput,
} from '../content/fields';
import type { RouteModule } from '../context';
import { formBody } from '../form-body';
import { articleInputSchema, storyInputSchema } from '../../domain/content/content-rules';
import type { Db } from '../db/client';
import {
  articleSlugTaken,
  findStaffArticle,
  insertArticle,
  listStaffArticles,
  replaceArticle,
  setArticleStatus,
  type ContentStatus,
} from '../db/repos/articles';
import { insertAuditEntry } from '../db/repos/audit-log';
import { sniffImageType } from '../db/repos/avatars';
import { CONTENT_IMAGE_MAX_BYTES, contentImageUrlOf, insertContentImage } from '../db/repos/content-images';
import { reencodeImage } from '../images/reencode';
import {
  findStaffStory,
  insertStory,
  listStaffStories,
  replaceStory,
  setStoryStatus,
  storySlugTaken,
} from '../db/repos/success-stories';
import { ApiError, notFound } from '../errors';
import type { ApiPath, ContractBody, MethodOf, OperationHandler, OperationOptions } from '../openapi';

/** Default page size of the staff lists (the contract's default). */
const STAFF_PAGE_SIZE = 20;

const slugTaken = () => new ApiError(409, 'SLUG_TAKEN', 'slugTaken');
const fileRequired = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
    { field: 'file', message: { group: 'validation', key: 'fieldRequired' } },
  ]);
const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
const notAnImage = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
/** Covers and article images: at most 2000 px on their longest side (a full-width cover on a 2x screen). */
export const CONTENT_IMAGE_MAX_SIDE = 2000;

/** The database's unique violation on a slug (a race between the check and the write): 409 SLUG_TAKEN. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw slugTaken();
    throw error;
  }
}

/** What publish and unpublish do to a status and its date; null = no change. */
function publishing(
  current: { status: ContentStatus; publishedAt: string | null },
  action: 'publish' | 'unpublish',
  requested: string | undefined,
): { status: ContentStatus; publishedAt: Date | null } | null {
  if (action === 'unpublish') {
    // A draft was never public: it stays a draft (the database keeps "unpublished" for what was published).
    if (current.status !== 'published') return null;
    return { status: 'unpublished', publishedAt: new Date(current.publishedAt!) };
  }
  if (current.status === 'published' && requested === undefined) return null;
  const publishedAt = requested !== undefined ? new Date(requested) : new Date();
  if (current.status === 'published' && publishedAt.toISOString() === current.publishedAt) return null;
  return { status: 'published', publishedAt };
}

const contentStaffRoutes: RouteModule = async (app, ctx) => {
  const { api, db } = ctx;
  const guard = requireStaff(ctx);
  const sectorCodes = new Set(ctx.reference.sectors.map((s) => s.code));

  // The editor's own rules (domain/content/content-rules.ts) check the bodies first, so the server refuses with
  // exactly the texts the editor shows; the contract then checks what they produced. `sources` is not edited in the
  // editor: it passes through as sent (and the contract checks it).
  const keepSources = <T extends { vi: object; en: object | null }>(output: T, raw: StaffArticleInput) => ({
    ...output,
    vi: { ...output.vi, ...(raw.vi?.sources ? { sources: raw.vi.sources } : {}) },
    en: output.en && { ...output.en, ...(raw.en?.sources ? { sources: raw.en.sources } : {}) },
  });
  const articleBody = formBody<typeof articleInputSchema, StaffArticleInput>(articleInputSchema, {
    toBody: (output, request) => keepSources(output, request.body as StaffArticleInput) as StaffArticleInput,
  });
  const storyBody = formBody<typeof storyInputSchema, StaffStoryInput>(storyInputSchema);

  /** `api.route` with the staff rule: the only way this file registers a route. */
  function staffRoute<P extends ApiPath, M extends MethodOf<P>, B = ContractBody<P, M>>(
    target: FastifyInstance,
    method: M,
    path: P,
    handler: OperationHandler<P, M, B>,
    options: OperationOptions<B> = {},
  ) {
    api.route(target, method, path, handler, { ...options, onRequest: guard });
  }

  async function audit(
    tx: Pick<Db, 'query'>,
    request: Parameters<typeof currentCaller>[0],
    entry: {
      action: string;
      entityType: string;
      entityId: number | string;
      before: AuditView | null;
      after: AuditView | null;
    },
  ) {
    const { user } = currentCaller(request);
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      actorEmail: user.email,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before,
      after: entry.after,
    });
  }

  // ------------------------------------------------------------------------------------------------- articles

  staffRoute(app, 'get', '/staff/articles', async (request) => {
    const { q, status, category, take = STAFF_PAGE_SIZE, page = 1 } = request.query;
    const { rows, total } = await listStaffArticles(db, {
      q: (q ?? '').trim(),
      status: status ?? null,
      category: category ?? null,
      take,
      page,
    });
    return { data: rows, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });

  staffRoute(
    app,
    'post',
    '/staff/articles',
    async (request, reply) => {
      const fields = toArticleFields(request.body);
      const id = await slugSafe(() =>
        db.transaction(async (tx) => {
          if (await articleSlugTaken(tx, fields.slug)) throw slugTaken();
          const newId = await insertArticle(tx, fields, {
            status: 'draft',
            publishedAt: null,
            seedKey: null,
            createdByUserId: currentCaller(request).user.id,
          });
          const stored = (await findStaffArticle(tx, newId))!;
          await audit(tx, request, {
            action: 'article.create',
            entityType: 'article',
            entityId: newId,
            before: null,
            after: articleAuditView(stored),
          });
          return newId;
        }),
      );
      reply.code(201);
      return { data: (await findStaffArticle(db, id))! };
    },
    { body: articleBody },
  );

  staffRoute(app, 'get', '/staff/articles/{id}', async (request) => {
    const article = await findStaffArticle(db, request.params.id);
    if (!article) throw notFound();
    return { data: article };
  });

  staffRoute(
    app,
    'put',
    '/staff/articles/{id}',
    async (request) => {
      const { id } = request.params;
      await slugSafe(() =>
        db.transaction(async (tx) => {
          const current = await findStaffArticle(tx, id, { forUpdate: true });
          if (!current) throw notFound();
          const fields = toArticleFields(request.body, {
            vi: current.vi.sources,
            en: current.en?.sources ?? [],
          });
          if (await articleSlugTaken(tx, fields.slug, id)) throw slugTaken();
          const change = auditDiff(articleAuditView(current), {
            ...articleAuditView(current),
            slug: fields.slug,
            category: fields.category,
            coverImageUrl: fields.coverImageUrl,
            authorName: fields.authorName,
            vi: withoutMinutes(fields.vi),
            en: fields.en ? withoutMinutes(fields.en) : null,
          });
          if (!change) return; // the same article again: nothing changes, nothing to record
          await replaceArticle(tx, id, fields);
          await audit(tx, request, {
            action: 'article.update',
            entityType: 'article',
            entityId: id,
            ...change,
          });
        }),
      );
      return { data: (await findStaffArticle(db, id))! };
    },
    { body: articleBody },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    staffRoute(app, 'post', `/staff/articles/{id}/${action}`, async (request) => {
      const { id } = request.params;
      const requested =
        action === 'publish'
          ? (request.body as { publishedAt?: string } | undefined)?.publishedAt
          : undefined;
      await db.transaction(async (tx) => {
        const current = await findStaffArticle(tx, id, { forUpdate: true });
        if (!current) throw notFound();
        const next = publishing(current, action, requested);
        if (!next) return;
        await setArticleStatus(tx, id, next.status, next.publishedAt);
        await audit(tx, request, {
          action: `article.${action}`,
          entityType: 'article',
          entityId: id,
          before: { status: current.status, publishedAt: current.publishedAt },
          after: { status: next.status, publishedAt: next.publishedAt?.toISOString() ?? null },
        });
      });
      return { data: (await findStaffArticle(db, id))! };
    });
  }

  // ------------------------------------------------------------------------------------------ success stories

  staffRoute(app, 'get', '/staff/success-stories', async (request) => {
    const { q, status, take = STAFF_PAGE_SIZE, page = 1 } = request.query;
    const { rows, total } = await listStaffStories(db, {
      q: (q ?? '').trim(),
      status: status ?? null,
      take,
      page,
    });
    return { data: rows, meta: { page, take, total, pageCount: Math.ceil(total / take) } };
  });

  staffRoute(
    app,
    'post',
    '/staff/success-stories',
    async (request, reply) => {
      const fields = toStoryFields(request.body, sectorCodes);
      const id = await slugSafe(() =>
        db.transaction(async (tx) => {
          if (await storySlugTaken(tx, fields.slug)) throw slugTaken();
          const newId = await insertStory(tx, fields, {
            status: 'draft',
            publishedAt: null,
            seedKey: null,
            createdByUserId: currentCaller(request).user.id,
          });
          const stored = (await findStaffStory(tx, newId))!;
          await audit(tx, request, {
            action: 'successStory.create',
            entityType: 'successStory',
            entityId: newId,
            before: null,
            after: storyAuditView(stored),
          });
          return newId;
        }),
      );
      reply.code(201);
      return { data: (await findStaffStory(db, id))! };
    },
    { body: storyBody },
  );

  staffRoute(app, 'get', '/staff/success-stories/{id}', async (request) => {
    const story = await findStaffStory(db, request.params.id);
    if (!story) throw notFound();
    return { data: story };
  });

  staffRoute(
    app,
    'put',
    '/staff/success-stories/{id}',
    async (request) => {
      const { id } = request.params;
      await slugSafe(() =>
        db.transaction(async (tx) => {
          const current = await findStaffStory(tx, id, { forUpdate: true });
          if (!current) throw notFound();
          const fields = toStoryFields(request.body, sectorCodes);
          if (await storySlugTaken(tx, fields.slug, id)) throw slugTaken();
          const change = auditDiff(storyAuditView(current), {
            ...storyAuditView(current),
            slug: fields.slug,
            companyName: fields.companyName,
            sectorCode: fields.sectorCode,
            coverImageUrl: fields.coverImageUrl,
            logoUrl: fields.logoUrl,
            illustrative: fields.illustrative,
            vi: withoutMinutes(fields.vi),
            en: fields.en ? withoutMinutes(fields.en) : null,
          });
          if (!change) return;
          await replaceStory(tx, id, fields);
          await audit(tx, request, {
            action: 'successStory.update',
            entityType: 'successStory',
            entityId: id,
            ...change,
          });
        }),
      );
      return { data: (await findStaffStory(db, id))! };
    },
    { body: storyBody },
  );

  for (const action of ['publish', 'unpublish'] as const) {
    staffRoute(app, 'post', `/staff/success-stories/{id}/${action}`, async (request) => {
      const { id } = request.params;
      const requested =
        action === 'publish'
          ? (request.body as { publishedAt?: string } | undefined)?.publishedAt
          : undefined;
      await db.transaction(async (tx) => {
        const current = await findStaffStory(tx, id, { forUpdate: true });
        if (!current) throw notFound();
        const next = publishing(current, action, requested);
        if (!next) return;
        await setStoryStatus(tx, id, next.status, next.publishedAt);
        await audit(tx, request, {
          action: `successStory.${action}`,
          entityType: 'successStory',
          entityId: id,
          before: { status: current.status, publishedAt: current.publishedAt },
          after: { status: next.status, publishedAt: next.publishedAt?.toISOString() ?? null },
        });
      });
      return { data: (await findStaffStory(db, id))! };
    });
  }

  // ------------------------------------------------------------------------------------------ preview, images

  staffRoute(app, 'post', '/staff/content-preview', async (request) => ({
    data: renderContent(request.body.markdown),
  }));

  // multipart/form-data only for the upload: registered in its own scope, so every other route keeps refusing
  // non-JSON bodies with 415 (as the avatar upload in ./users.ts).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: CONTENT_IMAGE_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 11,
        headerPairs: 100,
      },
    });
    staffRoute(scope, 'post', '/staff/content-images', async (request, reply) => {
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw fileRequired();
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // Over 2 MB (or a second file): 413. Anything else the multipart reader refuses is a malformed body.
        if ((error as { statusCode?: unknown }).statusCode === 413) throw tooLarge();
        request.log.info({ err: error }, 'unreadable content image upload');
        throw fileRequired();
      }
      if (bytes.length === 0) throw fileRequired();
      if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw tooLarge();
      // The bytes decide, not the file name or the declared type.
      const sniffed = sniffImageType(bytes);
      if (!sniffed) throw notAnImage();
      // Stored re-encoded in its own format: upright, without its metadata, at most CONTENT_IMAGE_MAX_SIDE px.
      const { contentType, bytes: stored } = await reencodeImage(bytes, sniffed, {
        maxSide: CONTENT_IMAGE_MAX_SIDE,
        format: 'same',
      });
      const id = await db.transaction(async (tx) => {
        const imageId = await insertContentImage(tx, {
          contentType,
          bytes: stored,
          uploadedByUserId: currentCaller(request).user.id,
        });
        await audit(tx, request, {
          action: 'contentImage.upload',
          entityType: 'contentImage',
          entityId: imageId,
          before: null,
          after: { contentType, byteSize: stored.length },
        });
        return imageId;
      });
      reply.code(201);
      return { data: { id, url: contentImageUrlOf(id) } };
    });
  });
};

/** A stored translation as the staff view shows it (reading minutes are per article, not per translation). */
function withoutMinutes<T extends { readingMinutes: number }>(translation: T): Omit<T, 'readingMinutes'> {
  const { readingMinutes: _minutes, ...rest } = translation;
  return rest;
}

export default contentStaffRoutes;
