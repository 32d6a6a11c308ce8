// Registry entries of the staff console's content machines (machines/staff/content-*): the list of articles or
// success stories, and the editor of one piece.
import type { AnyMachineSnapshot } from 'xstate';
import { PREVIEW_DELAY_MS, contentEditorMachine } from '../../../machines/staff/content-editor.machine';
import type { ContentEditorContext, ContentEditorEvent } from '../../../machines/staff/content-editor.types';
import { contentListMachine } from '../../../machines/staff/content-list.machine';
import type { ContentListEvent } from '../../../machines/staff/content-list.types';
import {
  articleListPage,
  contentFailures,
  coverUpload,
  gifFile,
  newArticleLoad,
  pngFile,
  preview,
  publishedArticle,
  publishedArticleLoad,
  unpublishedArticle,
  validArticleDraft,
} from '../../fixtures/staff-content';
import { typed, done, failed, type MachineEntry } from './entry';

export const contentList: MachineEntry = {
  id: 'content-list',
  file: 'machines/staff/content-list.machine.ts',
  purpose: {
    en: '/staff/articles and /staff/success-stories: the articles (or stories) for the content team, with search, status and category filters and paging kept in the URL; a signed-in visitor who is not staff is told they have no access.',
    vi: '/staff/articles và /staff/success-stories: bài viết (hoặc câu chuyện thành công) cho đội nội dung, có tìm kiếm, lọc theo trạng thái và chuyên mục, phân trang, giữ trong URL; người đã đăng nhập nhưng không phải nhân viên được báo không có quyền truy cập.',
  },
  machine: contentListMachine,
  starts: [
    { label: '/staff/articles', input: { kind: 'article' } },
    {
      label: '/staff/articles?status=published&page=2',
      input: { kind: 'article', filters: { status: 'published' }, page: 2 },
    },
  ],
  events: typed<ContentListEvent>([
    { type: 'user.search', q: 'nghị định' },
    { type: 'user.filterStatus', status: 'draft' },
    { type: 'user.filterCategory', category: 'blog' },
    { type: 'user.goToPage', page: 2 },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadContentList', articleListPage),
      failed('loadContentList', contentFailures.forbidden),
      failed('loadContentList', contentFailures.network),
    ],
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

/**
 * The state value and what the guards read: the draft (its validity, Markdown, English version, cover), what was
 * last saved, the language on screen, saved yet, the published status, publish-after-save. Not the messages shown:
 * no guard reads them, and keying on them multiplies the model past what a test can walk.
 */
const editorKey = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as ContentEditorContext;
  return JSON.stringify([
    snapshot.value,
    context.draft,
    context.baseline,
    context.language,
    context.id,
    context.meta?.status ?? null,
    context.publishAfterSave,
  ]);
};

export const contentEditor: MachineEntry = {
  id: 'content-editor',
  file: 'machines/staff/content-editor.machine.ts',
  purpose: {
    en: 'The staff editor of one article or success story: Vietnamese and optional English texts, slug suggested from the title, checked before saving, the server refusals (slug taken, invalid fields) on their fields without losing anything typed, live Markdown preview, cover upload, publish with a date and unpublish after confirmation, and a warning before leaving unsaved changes.',
    vi: 'Trình soạn thảo một bài viết hoặc câu chuyện thành công cho nhân viên: nội dung tiếng Việt và tiếng Anh (tuỳ chọn), slug gợi ý từ tiêu đề, kiểm tra trước khi lưu, lỗi từ máy chủ (slug đã dùng, trường không hợp lệ) hiện tại đúng trường mà không mất gì đã nhập, xem trước Markdown trực tiếp, tải ảnh bìa, đăng với ngày đăng và gỡ bài sau khi xác nhận, cảnh báo trước khi rời trang khi còn thay đổi chưa lưu.',
  },
  machine: contentEditorMachine,
  starts: [
    // The new article reaches every state: its load may also answer a saved, published article.
    { label: '/staff/articles/new', input: { kind: 'article', id: null } },
  ],
  events: typed<ContentEditorEvent>([
    { type: 'user.edit', draft: validArticleDraft },
    { type: 'user.switchLanguage', language: 'vi' },
    { type: 'user.addEnglish' },
    { type: 'user.removeEnglish' },
    { type: 'user.save' },
    { type: 'user.publish' },
    { type: 'user.setPublishDate', date: '2026-03-05' },
    { type: 'user.unpublish' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.uploadCover', file: pngFile },
    { type: 'user.uploadCover', file: gifFile },
    { type: 'user.removeCover' },
    { type: 'user.leave', href: '/staff/articles' },
    { type: 'user.dismissNotice' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadContent', newArticleLoad),
      done('loadContent', publishedArticleLoad),
      failed('loadContent', contentFailures.notFound),
      failed('loadContent', contentFailures.forbidden),
      failed('loadContent', contentFailures.network),
      done('saveContent', publishedArticle),
      failed('saveContent', contentFailures.slugTaken),
      failed('saveContent', contentFailures.titleTooLong),
      failed('saveContent', contentFailures.network),
      done('publishContent', publishedArticle),
      failed('publishContent', contentFailures.network),
      done('unpublishContent', unpublishedArticle),
      failed('unpublishContent', contentFailures.network),
      { type: `xstate.after.${PREVIEW_DELAY_MS}.contentEditor.ready.preview.waiting` },
      done('renderPreview', preview),
      failed('renderPreview', contentFailures.network),
      done('uploadImage', coverUpload),
      failed('uploadImage', contentFailures.imageTooLarge),
    ],
  },
  serializeState: editorKey,
};
