// The content editor's field groups shared by articles and stories (content-editor-page.tsx renders them): an
// article's general fields, the cover image, the language tabs, the title with its excerpt or summary, and the
// Markdown beside its live preview. The story-only fields are in content-editor-story-fields.tsx.
import type { ReactNode } from 'react';
import type {
  ContentEditorEvent,
  ContentEditorView,
  FieldProblem,
} from '../../../machines/staff/content-editor.types';
import type {
  ArticleCategory,
  ArticleDraft,
  ArticleTranslationDraft,
  ContentDraft,
  ContentLanguage,
} from '../../../machines/staff/content.types';
import {
  ARTICLE_CATEGORIES,
  AUTHOR_MAX_LENGTH,
  CONTENT_IMAGE_TYPES,
  EXCERPT_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../domain/content/content-rules';
import { noticeText } from '../../../domain/failures';
import { translateKey } from '../../../domain/message-keys';
import { useI18nContext } from '../../i18n/i18n-react';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField, TextField } from '../../components/form/text-field';

export type Ready = Extract<ContentEditorView, { kind: 'ready' }>;
export type Send = (event: ContentEditorEvent) => void;
export type Problem = (field: string) => string | null;
export type Edit = (draft: ContentDraft) => void;

export function problemText(problem: FieldProblem | undefined, locale: 'vi' | 'en'): string | null {
  if (!problem) return null;
  return problem.text ?? translateKey(problem.key, locale, problem.params);
}

export function ArticleGeneral({
  draft,
  problem,
  edit,
}: {
  draft: ArticleDraft;
  problem: Problem;
  edit: Edit;
}) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  return (
    <>
      <SelectField<ArticleCategory>
        label={t.category()}
        name="category"
        value={draft.category}
        options={ARTICLE_CATEGORIES.map((category) => ({
          value: category,
          label: LL.staffContent.categories[category](),
        }))}
        required
        error={problem('category')}
        onChange={(category) => edit({ ...draft, category })}
      />
      <TextField
        label={t.author()}
        name="authorName"
        autoComplete="off"
        value={draft.authorName}
        maxLength={AUTHOR_MAX_LENGTH}
        required
        error={problem('authorName')}
        onChange={(authorName) => edit({ ...draft, authorName })}
      />
    </>
  );
}

export function Cover({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  const error = view.coverError
    ? view.coverError.kind === 'wrongType'
      ? t.coverWrongType()
      : view.coverError.kind === 'tooLarge'
        ? t.coverTooLarge()
        : noticeText(view.coverError.notice, locale)
    : null;
  const url = view.draft.coverImageUrl;
  return (
    <div className="field content-cover">
      <label htmlFor="content-cover-file" className="field-label">
        {t.cover()}
      </label>
      {url ? (
        <img src={url} alt={t.coverPreview()} className="content-cover-image" />
      ) : (
        <p className="staff-meta">{t.coverNone()}</p>
      )}
      <input
        id="content-cover-file"
        type="file"
        accept={CONTENT_IMAGE_TYPES.join(',')}
        disabled={view.uploading}
        aria-describedby={error ? 'content-cover-hint content-cover-error' : 'content-cover-hint'}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send({ type: 'user.uploadCover', file });
        }}
      />
      <p id="content-cover-hint" className="field-hint">
        {t.coverHint()}
      </p>
      {view.uploading && (
        <p role="status" className="field-hint">
          {t.coverUploading()}
        </p>
      )}
      {error && (
        <p id="content-cover-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {url && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => send({ type: 'user.removeCover' })}
        >
          {t.coverRemove()}
        </button>
      )}
    </div>
  );
}

export function LanguageTabs({ view, send }: { view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const languages: ContentLanguage[] = view.draft.en ? ['vi', 'en'] : ['vi'];
  const tabLabel = (language: ContentLanguage) => {
    const count = view.languageErrors[language];
    return `${t[language]()}${count > 0 ? ` ${t.tabErrors({ count })}` : ''}`;
  };
  return (
    <div className="content-languages">
      <div role="tablist" aria-label={t.languages()} className="content-tabs">
        {languages.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            id={`content-tab-${language}`}
            aria-selected={view.language === language}
            aria-controls={`content-panel-${language}`}
            tabIndex={view.language === language ? 0 : -1}
            className={`content-tab${view.language === language ? ' content-tab-active' : ''}`}
            onClick={() => send({ type: 'user.switchLanguage', language })}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = languages[(languages.indexOf(language) + 1) % languages.length];
              send({ type: 'user.switchLanguage', language: next });
              document.getElementById(`content-tab-${next}`)?.focus();
            }}
          >
            {tabLabel(language)}
          </button>
        ))}
      </div>
      {view.draft.en ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => send({ type: 'user.removeEnglish' })}
        >
          {t.removeEnglish()}
        </button>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => send({ type: 'user.addEnglish' })}
        >
          {t.addEnglish()}
        </button>
      )}
    </div>
  );
}

export function ArticleTranslationFields({
  draft,
  language,
  problem,
  edit,
}: {
  draft: ArticleDraft;
  language: ContentLanguage;
  problem: Problem;
  edit: Edit;
}) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const translation = (language === 'en' && draft.en) || draft.vi;
  const set = (patch: Partial<ArticleTranslationDraft>) =>
    edit({ ...draft, [language]: { ...translation, ...patch } });
  const at = (field: string) => problem(`${language}.${field}`);
  return (
    <>
      <TitleAndLead
        language={language}
        lead="excerpt"
        label={t.excerpt()}
        title={translation.title}
        text={translation.excerpt}
        at={at}
        onTitle={(title) => set({ title })}
        onText={(excerpt) => set({ excerpt })}
      />
      <TextField
        key={`${language}-tags`}
        label={t.tags()}
        name={`${language}.tags`}
        autoComplete="off"
        value={translation.tags.join(',')}
        hint={t.tagsHint()}
        error={at('tags')}
        onChange={(text) => set({ tags: text === '' ? [] : text.split(',') })}
      />
    </>
  );
}

/** The title and the short text under it, in one language: an article's excerpt, a story's summary. */
export function TitleAndLead({
  language,
  lead,
  label,
  title,
  text,
  at,
  onTitle,
  onText,
}: {
  language: ContentLanguage;
  lead: 'excerpt' | 'summary';
  label: string;
  title: string;
  text: string;
  at: Problem;
  onTitle: (title: string) => void;
  onText: (text: string) => void;
}) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  return (
    <>
      <TextField
        key={`${language}-title`}
        label={t.title()}
        name={`${language}.title`}
        autoComplete="off"
        value={title}
        maxLength={TITLE_MAX_LENGTH}
        required
        error={at('title')}
        onChange={onTitle}
      />
      <TextAreaField
        key={`${language}-${lead}`}
        label={label}
        name={`${language}.${lead}`}
        rows={3}
        value={text}
        maxLength={EXCERPT_MAX_LENGTH}
        hint={t.excerptHint()}
        required
        error={at(lead)}
        onChange={onText}
      />
    </>
  );
}

export function MarkdownAndPreview({ view, problem, edit }: { view: Ready; problem: Problem; edit: Edit }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  const { draft, language } = view;
  const translation = (language === 'en' && draft.en) || draft.vi;
  const setMarkdown = (markdown: string) =>
    edit({ ...draft, [language]: { ...translation, markdown } } as ContentDraft);
  let preview: ReactNode;
  if (view.previewError) preview = <p className="field-error">{t.previewFailed()}</p>;
  else if (view.preview && translation.markdown.trim() !== '')
    preview = (
      <div
        className="content-preview-body"
        // The server's sanitised HTML (POST /staff/content-preview), exactly what the public page shows.
        dangerouslySetInnerHTML={{ __html: view.preview.html }}
      />
    );
  else preview = <p className="staff-meta">{t.previewEmpty()}</p>;
  return (
    <div className="content-split">
      <TextAreaField
        key={`${language}-markdown`}
        label={t.markdown()}
        name={`${language}.markdown`}
        rows={18}
        value={translation.markdown}
        maxLength={MARKDOWN_MAX_LENGTH}
        hint={t.markdownHint()}
        required
        error={problem(`${language}.markdown`)}
        onChange={setMarkdown}
      />
      <section
        className="content-preview"
        aria-labelledby="content-preview-title"
        aria-busy={view.previewing}
      >
        <h2 id="content-preview-title" className="field-label">
          {t.preview()}
        </h2>
        <p role="status" className="staff-meta">
          {view.previewing ? t.previewLoading() : noticeOrEmpty(view, locale)}
        </p>
        {preview}
      </section>
    </div>
  );
}

function noticeOrEmpty(view: Ready, locale: 'vi' | 'en'): string {
  return view.previewError ? noticeText(view.previewError, locale) : '';
}
