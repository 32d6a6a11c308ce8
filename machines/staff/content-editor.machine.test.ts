// The staff content editor: behaviour with fake actors (the model paths of every state and transition are in the
// machine registry, tests/paths/registry/staff-content.ts, replayed by tests/paths/registry.test.ts).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  ARTICLE,
  article,
  articleLoad,
  contentFailures,
  coverUpload,
  gifFile,
  hugeFile,
  invalidArticleDraft,
  newArticleLoad,
  pngFile,
  preview,
  publishedArticle,
  publishedArticleLoad,
  STORY,
  story,
  storyDraft,
  storyLoad,
  unpublishedArticle,
  validArticleDraft,
} from '../../tests/fixtures/staff-content';
import { checkDraft, fieldPath } from './content-editor.draft';
import { contentEditorMachine, PREVIEW_DELAY_MS } from './content-editor.machine';
import { selectContentEditorView } from './content-editor.selectors';
import type {
  ContentEditorInput,
  ContentLoad,
  ContentPreview,
  PublishContentInput,
  SaveContentInput,
} from './content-editor.types';
import type { ArticleDraft, ContentDraft, StaffContent } from './content.types';

interface Fakes {
  load?: (input: { id: number | null }) => Promise<ContentLoad>;
  save?: (input: SaveContentInput) => Promise<StaffContent>;
  publish?: (input: PublishContentInput) => Promise<StaffContent>;
  unpublish?: () => Promise<StaffContent>;
  render?: (input: { markdown: string }) => Promise<ContentPreview>;
  upload?: () => Promise<{ url: string }>;
}

function start(input: ContentEditorInput, fakes: Fakes = {}) {
  const calls = {
    save: [] as SaveContentInput[],
    publish: [] as PublishContentInput[],
    unpublish: 0,
    render: [] as string[],
    upload: 0,
    navigate: [] as string[],
    created: [] as number[],
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    contentEditorMachine.provide({
      actors: {
        loadContent: fromPromise(({ input }) =>
          (fakes.load ?? (async () => (input.id === null ? newArticleLoad : articleLoad)))(input),
        ),
        saveContent: fromPromise(({ input }) => {
          calls.save.push(input);
          return (fakes.save ?? (async () => article))(input);
        }),
        publishContent: fromPromise(({ input }) => {
          calls.publish.push(input);
          return (fakes.publish ?? (async () => publishedArticle))(input);
        }),
        unpublishContent: fromPromise(() => {
          calls.unpublish++;
          return (fakes.unpublish ?? (async () => unpublishedArticle))();
        }),
        renderPreview: fromPromise(({ input }) => {
          calls.render.push(input.markdown);
          return (fakes.render ?? (async () => preview))(input);
        }),
        uploadImage: fromPromise(() => {
          calls.upload++;
          return (fakes.upload ?? (async () => coverUpload))();
        }),
      },
      actions: {
        navigate: (_, { href }) => calls.navigate.push(href),
        contentCreated: (_, { id }) => calls.created.push(id),
      },
    }),
    { input, clock },
  ).start();
  const view = () => {
    const current = selectContentEditorView(actor.getSnapshot());
    if (current.kind !== 'ready') throw new Error(`not ready: ${current.kind}`);
    return current;
  };
  const edit = (change: (draft: ContentDraft) => ContentDraft) =>
    actor.send({ type: 'user.edit', draft: change(view().draft) });
  const settled = () => waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }));
  return { actor, calls, clock, view, edit, settled };
}

const asArticle = (draft: ContentDraft) => draft as ArticleDraft;

describe('content editor machine', () => {
  it('a new article starts empty; the slug follows the Vietnamese title until it is edited by hand', async () => {
    const { settled, view, edit } = start({ kind: 'article', id: null });
    await settled();
    expect(view()).toMatchObject({
      isNew: true,
      dirty: false,
      meta: null,
      language: 'vi',
      canPublish: false,
    });
    edit((d) => ({ ...asArticle(d), vi: { ...asArticle(d).vi, title: 'Nghị định 06: Đo đạc & báo cáo' } }));
    expect(view().draft.slug).toBe('nghi-dinh-06-do-dac-bao-cao');
    expect(view().dirty).toBe(true);
    edit((d) => ({ ...d, slug: 'tu-dat' }));
    edit((d) => ({ ...asArticle(d), vi: { ...asArticle(d).vi, title: 'Một tiêu đề khác' } }));
    expect(view().draft.slug).toBe('tu-dat');
  });

  it('a saved article keeps its slug whatever the title becomes', async () => {
    const { settled, view, edit } = start({ kind: 'article', id: ARTICLE });
    await settled();
    expect(view()).toMatchObject({ isNew: false, dirty: false, meta: { id: ARTICLE, status: 'draft' } });
    edit((d) => ({ ...asArticle(d), vi: { ...asArticle(d).vi, title: 'Tiêu đề mới' } }));
    expect(view().draft.slug).toBe(article.slug);
  });

  it('save refuses a bad slug and an empty title on their fields without a call, keeping everything typed', async () => {
    const { actor, calls, settled, view } = start({ kind: 'article', id: null });
    await settled();
    actor.send({ type: 'user.edit', draft: invalidArticleDraft });
    actor.send({ type: 'user.addEnglish' });
    expect(view().language).toBe('en');
    actor.send({ type: 'user.save' });
    expect(calls.save).toEqual([]);
    const shown = view();
    expect(shown.fieldErrors.slug).toEqual({ key: 'validation.invalidSlug', text: null });
    expect(shown.fieldErrors['vi.title']).toMatchObject({ key: 'validation.fieldRequired' });
    expect(shown.fieldErrors['en.title']).toMatchObject({ key: 'validation.fieldRequired' });
    // The English tab has problems of its own: it stays on screen.
    expect(shown.language).toBe('en');
    expect(shown.languageErrors.vi).toBeGreaterThan(0);
    expect(shown.error).toEqual({ key: 'errors.validationFailed', text: null });
    expect(shown.draft.slug).toBe('Bad Slug!');
    expect(asArticle(shown.draft).vi.markdown).toBe(invalidArticleDraft.vi.markdown);
    // Changing a field takes its problem away; the others stay until the next save.
    actor.send({ type: 'user.edit', draft: { ...shown.draft, slug: 'good-slug' } });
    expect(view().fieldErrors.slug).toBeUndefined();
    expect(view().fieldErrors['vi.title']).toBeDefined();
  });

  it('creates (POST, trimmed input) and announces it, then updates (PUT) with the id', async () => {
    const { actor, calls, settled, view } = start({ kind: 'article', id: null });
    await settled();
    actor.send({
      type: 'user.edit',
      draft: {
        ...validArticleDraft,
        authorName: '  Ban biên tập  ',
        vi: { ...validArticleDraft.vi, tags: [' CBAM', ''] },
      },
    });
    actor.send({ type: 'user.save' });
    expect(view().saving).toBe(true);
    await settled();
    expect(calls.save[0]).toMatchObject({
      kind: 'article',
      id: null,
      input: { authorName: 'Ban biên tập', en: null, vi: { tags: ['CBAM'] } },
    });
    expect(calls.created).toEqual([ARTICLE]);
    expect(view()).toMatchObject({ isNew: false, dirty: false, notice: 'saved', canPublish: true });
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.save' });
    await settled();
    expect(calls.save[1]).toMatchObject({ id: ARTICLE });
    expect(calls.created).toHaveLength(1);
  });

  it('what is typed while saving is kept and still counts as unsaved', async () => {
    let answer: (content: StaffContent) => void = () => {};
    const { actor, settled, view } = start(
      { kind: 'article', id: ARTICLE },
      { save: () => new Promise((resolve) => (answer = resolve)) },
    );
    await settled();
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.save' });
    const typing = { ...validArticleDraft, vi: { ...validArticleDraft.vi, excerpt: 'Gõ trong lúc lưu' } };
    actor.send({ type: 'user.edit', draft: typing });
    answer(article);
    await settled();
    expect(asArticle(view().draft).vi.excerpt).toBe('Gõ trong lúc lưu');
    expect(view().dirty).toBe(true);
  });

  it('a new piece typed into while its first save is on its way is still announced (the page moves to its URL)', async () => {
    let answer: (content: StaffContent) => void = () => {};
    const { actor, calls, settled, view } = start(
      { kind: 'article', id: null },
      { save: () => new Promise((resolve) => (answer = resolve)) },
    );
    await settled();
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.save' });
    const typing = {
      ...validArticleDraft,
      vi: { ...validArticleDraft.vi, markdown: 'Gõ thêm khi đang lưu' },
    };
    actor.send({ type: 'user.edit', draft: typing });
    answer(article);
    await settled();
    expect(calls.created).toEqual([ARTICLE]);
    expect(asArticle(view().draft).vi.markdown).toBe('Gõ thêm khi đang lưu');
    expect(view()).toMatchObject({ isNew: false, dirty: true });
  });

  it('409 SLUG_TAKEN lands on the slug and 400 details on their fields; the draft stays as typed', async () => {
    let failure: unknown = contentFailures.slugTaken;
    const { actor, settled, view } = start(
      { kind: 'article', id: ARTICLE },
      { save: () => Promise.reject(failure) },
    );
    await settled();
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.save' });
    await settled();
    expect(view().fieldErrors.slug).toEqual({
      key: 'errors.slugTaken',
      text: contentFailures.slugTaken.message,
    });
    expect(view().draft).toEqual(validArticleDraft);
    expect(view().dirty).toBe(true);
    failure = contentFailures.titleTooLong;
    actor.send({ type: 'user.save' });
    await settled();
    expect(view().fieldErrors).toEqual({
      'vi.title': { key: 'errors.validationFailed', text: 'Tối đa 200 ký tự' },
    });
    expect(view().error).toMatchObject({ key: 'errors.validationFailed' });
    failure = contentFailures.network;
    actor.send({ type: 'user.save' });
    await settled();
    expect(view().error).toEqual({ key: 'errors.networkError', text: null });
    expect(view().draft).toEqual(validArticleDraft);
  });

  it('publishes after confirmation with the chosen date; saves first when something is unsaved', async () => {
    const { actor, calls, settled, view } = start({ kind: 'article', id: ARTICLE });
    await settled();
    actor.send({ type: 'user.publish' });
    expect(view().confirmation).toBe('publish');
    actor.send({ type: 'user.cancel' });
    expect(view().confirmation).toBeNull();
    expect(calls.publish).toEqual([]);
    actor.send({ type: 'user.publish' });
    actor.send({ type: 'user.setPublishDate', date: '2026-03-05' });
    actor.send({ type: 'user.confirm' });
    await settled();
    expect(calls.publish).toEqual([{ kind: 'article', id: ARTICLE, publishDate: '2026-03-05' }]);
    expect(calls.save).toEqual([]);
    expect(view()).toMatchObject({ notice: 'published', meta: { status: 'published' }, canUnpublish: true });

    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.publish' });
    actor.send({ type: 'user.confirm' });
    await settled();
    expect(calls.save).toHaveLength(1);
    expect(calls.publish).toHaveLength(2);
  });

  it('does not publish unsaved changes that the schema refuses', async () => {
    const { actor, calls, settled, view } = start({ kind: 'article', id: ARTICLE });
    await settled();
    actor.send({ type: 'user.edit', draft: invalidArticleDraft });
    actor.send({ type: 'user.publish' });
    actor.send({ type: 'user.confirm' });
    expect(calls.save).toEqual([]);
    expect(calls.publish).toEqual([]);
    expect(view().fieldErrors.slug).toBeDefined();
  });

  it('a new piece cannot be published before its first save; unpublish only when published, after confirmation', async () => {
    const fresh = start({ kind: 'article', id: null });
    await fresh.settled();
    fresh.actor.send({ type: 'user.publish' });
    expect(fresh.view().confirmation).toBeNull();
    fresh.actor.send({ type: 'user.unpublish' });
    expect(fresh.view().confirmation).toBeNull();

    const { actor, calls, settled, view } = start(
      { kind: 'article', id: ARTICLE },
      { load: async () => publishedArticleLoad },
    );
    await settled();
    expect(view().publishDate).toBe('2026-03-02');
    actor.send({ type: 'user.unpublish' });
    expect(view().confirmation).toBe('unpublish');
    actor.send({ type: 'user.confirm' });
    await settled();
    expect(calls.unpublish).toBe(1);
    expect(view()).toMatchObject({
      notice: 'unpublished',
      meta: { status: 'unpublished' },
      canUnpublish: false,
    });
  });

  it('the preview waits for a pause in the typing, renders the shown language, and a failure blocks nothing', async () => {
    let fail = false;
    const { actor, calls, clock, settled, view } = start(
      { kind: 'article', id: ARTICLE },
      { render: async () => (fail ? Promise.reject(contentFailures.network) : preview) },
    );
    await settled();
    clock.increment(PREVIEW_DELAY_MS);
    await waitFor(actor, (s) => s.matches({ ready: { preview: 'idle' } }));
    expect(calls.render).toEqual([article.vi.markdown]);
    expect(view().preview).toEqual(preview);

    actor.send({
      type: 'user.edit',
      draft: { ...validArticleDraft, vi: { ...validArticleDraft.vi, markdown: '# A' } },
    });
    clock.increment(PREVIEW_DELAY_MS - 1);
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    clock.increment(PREVIEW_DELAY_MS - 1);
    expect(calls.render).toHaveLength(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ ready: { preview: 'idle' } }));
    expect(calls.render).toEqual([article.vi.markdown, validArticleDraft.vi.markdown]);

    // Editing another field does not ask again.
    actor.send({ type: 'user.edit', draft: { ...validArticleDraft, authorName: 'Khác' } });
    clock.increment(PREVIEW_DELAY_MS);
    expect(calls.render).toHaveLength(2);

    fail = true;
    actor.send({ type: 'user.addEnglish' });
    actor.send({
      type: 'user.edit',
      draft: { ...asArticle(view().draft), en: { ...validArticleDraft.vi, title: 'Decree 06' } },
    });
    clock.increment(PREVIEW_DELAY_MS);
    await waitFor(actor, (s) => s.matches({ ready: { preview: 'idle' } }));
    expect(calls.render.at(-1)).toBe(validArticleDraft.vi.markdown);
    expect(view().previewError).toEqual({ key: 'errors.networkError', text: null });
    actor.send({ type: 'user.save' });
    await settled();
    expect(view().notice).toBe('saved');
  });

  it('an empty text is not sent for a preview', async () => {
    const { actor, calls, clock, settled, view } = start({ kind: 'article', id: null });
    await settled();
    clock.increment(PREVIEW_DELAY_MS);
    expect(calls.render).toEqual([]);
    expect(view().preview).toBeNull();
    expect(actor.getSnapshot().matches({ ready: { preview: 'idle' } })).toBe(true);
  });

  it('the cover: wrong type and too large are refused here; the server may refuse too; a good one goes into the draft', async () => {
    let fail: unknown = null;
    const { actor, calls, settled, view } = start(
      { kind: 'article', id: ARTICLE },
      { upload: async () => (fail ? Promise.reject(fail) : coverUpload) },
    );
    await settled();
    actor.send({ type: 'user.uploadCover', file: gifFile });
    expect(view().coverError).toEqual({ kind: 'wrongType' });
    actor.send({ type: 'user.uploadCover', file: hugeFile });
    expect(view().coverError).toEqual({ kind: 'tooLarge' });
    expect(calls.upload).toBe(0);
    fail = contentFailures.imageTooLarge;
    actor.send({ type: 'user.uploadCover', file: pngFile });
    expect(view().uploading).toBe(true);
    await settled();
    expect(view().coverError).toEqual({ kind: 'tooLarge' });
    fail = null;
    actor.send({ type: 'user.uploadCover', file: pngFile });
    await settled();
    expect(view()).toMatchObject({
      coverError: null,
      dirty: true,
      draft: { coverImageUrl: coverUpload.url },
    });
    actor.send({ type: 'user.removeCover' });
    expect(view()).toMatchObject({ dirty: false, draft: { coverImageUrl: null } });
  });

  it('English is optional: added (empty, on screen), then removed with its problems', async () => {
    const { actor, settled, view } = start({ kind: 'article', id: ARTICLE });
    await settled();
    actor.send({ type: 'user.switchLanguage', language: 'en' });
    expect(view().language).toBe('vi');
    actor.send({ type: 'user.addEnglish' });
    expect(view()).toMatchObject({ language: 'en', draft: { en: { title: '', markdown: '' } } });
    actor.send({ type: 'user.save' });
    expect(view().languageErrors.en).toBeGreaterThan(0);
    actor.send({ type: 'user.switchLanguage', language: 'vi' });
    expect(view().language).toBe('vi');
    actor.send({ type: 'user.removeEnglish' });
    expect(view()).toMatchObject({ language: 'vi', draft: { en: null }, dirty: false });
    expect(view().languageErrors.en).toBe(0);
  });

  it('leaving: at once when everything is saved; with unsaved changes only after confirmation', async () => {
    const { actor, calls, settled, view } = start({ kind: 'article', id: ARTICLE });
    await settled();
    actor.send({ type: 'user.leave', href: '/staff' });
    expect(calls.navigate).toEqual(['/staff']);
    actor.send({ type: 'user.edit', draft: validArticleDraft });
    actor.send({ type: 'user.leave', href: '/staff/articles' });
    expect(view().confirmation).toBe('leave');
    actor.send({ type: 'user.cancel' });
    expect(view()).toMatchObject({ confirmation: null, draft: validArticleDraft });
    expect(calls.navigate).toEqual(['/staff']);
    actor.send({ type: 'user.leave', href: '/staff/articles' });
    actor.send({ type: 'user.confirm' });
    expect(calls.navigate).toEqual(['/staff', '/staff/articles']);
  });

  it('a story loads with the sectors; its empty quote fields are sent as null', async () => {
    const { actor, calls, settled, view } = start(
      { kind: 'story', id: STORY },
      { load: async () => storyLoad, save: async () => story },
    );
    await settled();
    expect(view()).toMatchObject({ contentKind: 'story', sectors: storyLoad.sectors, draft: storyDraft });
    actor.send({ type: 'user.edit', draft: { ...storyDraft, companyName: 'Thép Xanh 2' } });
    actor.send({ type: 'user.save' });
    await settled();
    expect(calls.save[0]).toMatchObject({
      kind: 'story',
      id: STORY,
      input: {
        companyName: 'Thép Xanh 2',
        sectorCode: 'STEEL',
        vi: { quote: null, quoteAuthor: null, metrics: storyDraft.vi.metrics },
      },
    });
  });

  it('404 (or a malformed id) is "not found", 403 "no access", anything else a retry', async () => {
    const missing = start(
      { kind: 'article', id: 0 },
      { load: () => Promise.reject(contentFailures.notFound) },
    );
    await waitFor(missing.actor, (s) => s.matches('notFound'));
    expect(selectContentEditorView(missing.actor.getSnapshot())).toEqual({
      kind: 'notFound',
      notice: { key: 'errors.notFound', text: contentFailures.notFound.message },
    });
    const denied = start(
      { kind: 'article', id: ARTICLE },
      { load: () => Promise.reject(contentFailures.forbidden) },
    );
    await waitFor(denied.actor, (s) => s.matches('forbidden'));
    let fail = true;
    const offline = start(
      { kind: 'article', id: ARTICLE },
      { load: async () => (fail ? Promise.reject(contentFailures.network) : articleLoad) },
    );
    await waitFor(offline.actor, (s) => s.matches('failed'));
    expect(selectContentEditorView(offline.actor.getSnapshot())).toMatchObject({
      kind: 'failed',
      notice: { key: 'errors.networkError' },
    });
    fail = false;
    offline.actor.send({ type: 'user.retry' });
    await offline.settled();
  });
});

describe('content editor helpers', () => {
  it('checkDraft gives the input the contract takes, or the problems by field', () => {
    const ok = checkDraft(validArticleDraft, ARTICLE);
    expect(ok.ok && ok.save.id).toBe(ARTICLE);
    const bad = checkDraft(invalidArticleDraft, null);
    expect(bad.ok ? [] : Object.keys(bad.problems).sort()).toEqual(['slug', 'vi.title']);
  });

  it('fieldPath reads the API names of fields as the form names them', () => {
    expect(fieldPath('/vi/title')).toBe('vi.title');
    expect(fieldPath('vi.metrics.0.label')).toBe('vi.metrics.0.label');
    expect(fieldPath('body.slug')).toBe('slug');
  });
});
