// /staff/articles/new, /staff/articles/{id}, /staff/success-stories/new, /staff/success-stories/{id}: the editor of
// one article or success story (the content-editor machine). The page only renders the machine's view: the draft,
// its problems, the status, the live preview; every change is one `user.edit` with the whole draft. A followed link
// with unsaved changes asks first (the machine decides; the page intercepts the click), and so does closing the tab
// (the browser's own prompt). The Markdown and its preview sit side by side on wide screens, stacked on narrow ones.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { selectContentEditorView } from '../../../machines/staff/content-editor.selectors';
import type { ContentEditorView, FieldProblem } from '../../../machines/staff/content-editor.types';
import type {
  ArticleCategory,
  ArticleDraft,
  ArticleTranslationDraft,
  ContentDraft,
  ContentKind,
  ContentLanguage,
  StoryDraft,
  StoryTranslationDraft,
} from '../../../machines/staff/content.types';
import {
  ARTICLE_CATEGORIES,
  AUTHOR_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  CONTENT_IMAGE_TYPES,
  EXCERPT_MAX_LENGTH,
  MARKDOWN_MAX_LENGTH,
  METRICS_MAX_COUNT,
  METRIC_LABEL_MAX_LENGTH,
  METRIC_VALUE_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../domain/content/content-rules';
import { noticeText } from '../../../domain/failures';
import { translateKey } from '../../../domain/message-keys';
import { useInspectedMachine } from '../../app/inspection';
import { notifySuccess } from '../../app/notify';
import type { PageProps } from '../../app/page-props';
import { articlePath, paths, staffContentPath, successStoryPath } from '../../app/paths';
import { createContentEditorLogic } from '../../app/wiring/staff-content';
import { useI18nContext } from '../../i18n/i18n-react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { formatDateTime, NoAccess, StaffFailed, StaffLoading, StaffMessage, StaffPage } from './staff-parts';
import './content-editor.css';

type Ready = Extract<ContentEditorView, { kind: 'ready' }>;
type Send = ReturnType<typeof useEditor>['send'];

function kindOf(screen: PageProps['screen']): ContentKind {
  return screen === 'staffArticle' || screen === 'staffArticleNew' ? 'article' : 'story';
}

/** The route's id as the API's integer id; a malformed one asks for id 0, which the API answers 404. */
function idOf(screen: PageProps['screen'], param: string | undefined): number | null {
  if (screen === 'staffArticleNew' || screen === 'staffStoryNew') return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export default function ContentEditorPage({ screen, params }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const kind = kindOf(screen);
  const list =
    kind === 'article'
      ? { href: paths.staffArticles, label: LL.screens.staffArticles() }
      : { href: paths.staffStories, label: LL.screens.staffStories() };
  return (
    <StaffPage title={title} crumbs={[{ href: paths.staff, label: LL.staff.common.consoleHome() }, list]}>
      <Editor kind={kind} id={idOf(screen, params.id)} />
    </StaffPage>
  );
}

function useEditor(kind: ContentKind, id: number | null) {
  const [, navigate] = useLocation();
  const { LL } = useI18nContext();
  const created = useRef(LL.staffContent.editor.noticeCreated());
  created.current = LL.staffContent.editor.noticeCreated();
  const [logic] = useState(() =>
    createContentEditorLogic({
      navigate: (href) => navigate(href),
      created: (createdKind, createdId) => {
        notifySuccess(created.current);
        navigate(staffContentPath(createdKind, createdId), { replace: true });
      },
    }),
  );
  const actor = useInspectedMachine(logic, { input: { kind, id } });
  return { view: useSelector(actor, selectContentEditorView), send: actor.send };
}

function Editor({ kind, id }: { kind: ContentKind; id: number | null }) {
  const { view, send } = useEditor(kind, id);
  const { LL, locale } = useI18nContext();
  switch (view.kind) {
    case 'loading':
      return <StaffLoading />;
    case 'forbidden':
      return <NoAccess reason={noticeText(view.notice, locale)} />;
    case 'notFound':
      return (
        <StaffMessage tone="error">
          <p>{noticeText(view.notice, locale)}</p>
          <Link href={kind === 'article' ? paths.staffArticles : paths.staffStories}>
            {kind === 'article'
              ? LL.staffContent.editor.backToArticles()
              : LL.staffContent.editor.backToStories()}
          </Link>
        </StaffMessage>
      );
    case 'failed':
      return (
        <StaffFailed reason={noticeText(view.notice, locale)} onRetry={() => send({ type: 'user.retry' })} />
      );
    case 'ready':
      return <ReadyEditor view={view} send={send} />;
  }
}

/** Unsaved changes: the browser asks before the tab closes, and a followed link goes through the machine. */
function useLeaveGuard(dirty: boolean, send: Send) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement)) return;
      if (target.target && target.target !== '_self') return;
      const url = new URL(target.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      send({ type: 'user.leave', href: `${url.pathname}${url.search}${url.hash}` });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, send]);
}

function ReadyEditor({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  useLeaveGuard(view.dirty, send);
  const problem = (field: string): string | null => problemText(view.fieldErrors[field], locale);
  const edit = (draft: ContentDraft) => send({ type: 'user.edit', draft });
  const hasProblems = Object.keys(view.fieldErrors).length > 0;
  const publicHref =
    view.meta?.status === 'published'
      ? view.contentKind === 'article'
        ? articlePath(view.meta.slug)
        : successStoryPath(view.meta.slug)
      : null;
  return (
    <div className="content-editor">
      <StatusBar view={view} />
      {view.error && (
        <StaffMessage tone="error">
          <p>{noticeText(view.error, locale)}</p>
          {hasProblems && <p>{t.fixErrors()}</p>}
        </StaffMessage>
      )}
      {view.notice && (
        <StaffMessage tone="success">
          <p>
            {
              {
                saved: t.noticeSaved(),
                published: t.noticePublished(),
                unpublished: t.noticeUnpublished(),
              }[view.notice]
            }
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => send({ type: 'user.dismissNotice' })}
          >
            {t.dismiss()}
          </button>
        </StaffMessage>
      )}
      <form
        noValidate
        aria-label={t.editorLabel()}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'user.save' });
        }}
      >
        <fieldset className="content-fieldset">
          <legend>{t.general()}</legend>
          <TextField
            label={t.slug()}
            name="slug"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            value={view.draft.slug}
            maxLength={SLUG_MAX_LENGTH}
            hint={t.slugHint()}
            required
            error={problem('slug')}
            onChange={(slug) => edit({ ...view.draft, slug })}
          />
          {view.draft.kind === 'article' ? (
            <ArticleGeneral draft={view.draft} problem={problem} edit={edit} />
          ) : (
            <StoryGeneral draft={view.draft} view={view} problem={problem} edit={edit} />
          )}
          <Cover view={view} send={send} />
        </fieldset>
        <LanguageTabs view={view} send={send} />
        <div
          role="tabpanel"
          id={`content-panel-${view.language}`}
          aria-labelledby={`content-tab-${view.language}`}
          className="content-panel"
        >
          {view.draft.kind === 'article' ? (
            <ArticleTranslationFields
              draft={view.draft}
              language={view.language}
              problem={problem}
              edit={edit}
            />
          ) : (
            <StoryTranslationFields
              draft={view.draft}
              language={view.language}
              problem={problem}
              edit={edit}
            />
          )}
          <MarkdownAndPreview view={view} problem={problem} edit={edit} />
        </div>
        <div className="content-actions">
          <button type="submit" className="button button-primary" disabled={view.saving}>
            {view.saving ? t.saving() : t.save()}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={!view.canPublish}
            aria-describedby={view.isNew ? 'publish-hint' : undefined}
            onClick={() => send({ type: 'user.publish' })}
          >
            {view.publishing ? t.publishing() : t.publish()}
          </button>
          {view.meta?.status === 'published' && (
            <button
              type="button"
              className="button button-secondary"
              disabled={!view.canUnpublish}
              onClick={() => send({ type: 'user.unpublish' })}
            >
              {t.unpublish()}
            </button>
          )}
          {publicHref && (
            <a href={publicHref} target="_blank" rel="noopener" className="button button-secondary">
              {t.viewPublic()}
            </a>
          )}
          {view.isNew && (
            <p id="publish-hint" className="field-hint">
              {t.publishSaveFirst()}
            </p>
          )}
        </div>
      </form>
      {view.confirmation && <Confirmation view={view} send={send} />}
    </div>
  );
}

function problemText(problem: FieldProblem | undefined, locale: 'vi' | 'en'): string | null {
  if (!problem) return null;
  return problem.text ?? translateKey(problem.key, locale, problem.params);
}

function StatusBar({ view }: { view: Ready }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  return (
    <div className="content-status" aria-label={t.statusLabel()} role="group">
      <span className="staff-badge">
        {view.meta ? LL.staffContent.statuses[view.meta.status]() : t.notSavedYet()}
      </span>
      <span role="status" className="staff-meta">
        {view.dirty ? t.unsaved() : view.meta ? t.allSaved() : ''}
      </span>
      <span className="staff-meta">{t.readingTime({ minutes: view.readingMinutes })}</span>
      {view.meta?.publishedAt && (
        <span className="staff-meta">
          {t.publishedAt({ date: formatDateTime(view.meta.publishedAt, locale) })}
        </span>
      )}
      {view.meta && (
        <span className="staff-meta">
          {t.updatedAt({ date: formatDateTime(view.meta.updatedAt, locale) })}
        </span>
      )}
    </div>
  );
}

type Problem = (field: string) => string | null;
type Edit = (draft: ContentDraft) => void;

function ArticleGeneral({ draft, problem, edit }: { draft: ArticleDraft; problem: Problem; edit: Edit }) {
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

function StoryGeneral({
  draft,
  view,
  problem,
  edit,
}: {
  draft: StoryDraft;
  view: Ready;
  problem: Problem;
  edit: Edit;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.staffContent.editor;
  return (
    <>
      <TextField
        label={t.companyName()}
        name="companyName"
        autoComplete="off"
        value={draft.companyName}
        maxLength={COMPANY_MAX_LENGTH}
        required
        error={problem('companyName')}
        onChange={(companyName) => edit({ ...draft, companyName })}
      />
      <SelectField
        label={t.sector()}
        name="sectorCode"
        value={draft.sectorCode}
        placeholder={t.noSector()}
        options={view.sectors.map((sector) => ({
          value: sector.code,
          label: locale === 'en' ? sector.name_en : sector.name_vi,
        }))}
        error={problem('sectorCode')}
        onChange={(sectorCode) => edit({ ...draft, sectorCode })}
      />
      <CheckboxField
        label={t.illustrative()}
        name="illustrative"
        checked={draft.illustrative}
        onChange={(illustrative) => edit({ ...draft, illustrative })}
      />
    </>
  );
}

function Cover({ view, send }: { view: Ready; send: Send }) {
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

function LanguageTabs({ view, send }: { view: Ready; send: Send }) {
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

function ArticleTranslationFields({
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
      <TextField
        key={`${language}-title`}
        label={t.title()}
        name={`${language}.title`}
        autoComplete="off"
        value={translation.title}
        maxLength={TITLE_MAX_LENGTH}
        required
        error={at('title')}
        onChange={(title) => set({ title })}
      />
      <TextAreaField
        key={`${language}-excerpt`}
        label={t.excerpt()}
        name={`${language}.excerpt`}
        rows={3}
        value={translation.excerpt}
        maxLength={EXCERPT_MAX_LENGTH}
        hint={t.excerptHint()}
        required
        error={at('excerpt')}
        onChange={(excerpt) => set({ excerpt })}
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

function StoryTranslationFields({
  draft,
  language,
  problem,
  edit,
}: {
  draft: StoryDraft;
  language: ContentLanguage;
  problem: Problem;
  edit: Edit;
}) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const translation = (language === 'en' && draft.en) || draft.vi;
  const set = (patch: Partial<StoryTranslationDraft>) =>
    edit({ ...draft, [language]: { ...translation, ...patch } });
  const at = (field: string) => problem(`${language}.${field}`);
  const metrics = translation.metrics;
  const setMetric = (index: number, patch: Partial<(typeof metrics)[number]>) =>
    set({ metrics: metrics.map((metric, i) => (i === index ? { ...metric, ...patch } : metric)) });
  return (
    <>
      <TextField
        key={`${language}-title`}
        label={t.title()}
        name={`${language}.title`}
        autoComplete="off"
        value={translation.title}
        maxLength={TITLE_MAX_LENGTH}
        required
        error={at('title')}
        onChange={(title) => set({ title })}
      />
      <TextAreaField
        key={`${language}-summary`}
        label={t.summary()}
        name={`${language}.summary`}
        rows={3}
        value={translation.summary}
        maxLength={EXCERPT_MAX_LENGTH}
        hint={t.excerptHint()}
        required
        error={at('summary')}
        onChange={(summary) => set({ summary })}
      />
      <TextAreaField
        key={`${language}-quote`}
        label={t.quote()}
        name={`${language}.quote`}
        rows={2}
        value={translation.quote}
        maxLength={QUOTE_MAX_LENGTH}
        error={at('quote')}
        onChange={(quote) => set({ quote })}
      />
      <div className="content-pair">
        <TextField
          key={`${language}-quoteAuthor`}
          label={t.quoteAuthor()}
          name={`${language}.quoteAuthor`}
          autoComplete="off"
          value={translation.quoteAuthor}
          maxLength={AUTHOR_MAX_LENGTH}
          error={at('quoteAuthor')}
          onChange={(quoteAuthor) => set({ quoteAuthor })}
        />
        <TextField
          key={`${language}-quoteRole`}
          label={t.quoteRole()}
          name={`${language}.quoteRole`}
          autoComplete="off"
          value={translation.quoteRole}
          maxLength={AUTHOR_MAX_LENGTH}
          error={at('quoteRole')}
          onChange={(quoteRole) => set({ quoteRole })}
        />
      </div>
      <fieldset className="content-fieldset">
        <legend>{t.metrics()}</legend>
        {metrics.length === 0 && <p className="staff-meta">{t.noMetrics()}</p>}
        {at('metrics') && <p className="field-error">{at('metrics')}</p>}
        <ol className="content-metrics">
          {metrics.map((metric, index) => (
            <li key={index} className="content-pair">
              <TextField
                label={t.metricLabel({ n: index + 1 })}
                name={`${language}.metrics.${index}.label`}
                autoComplete="off"
                value={metric.label}
                maxLength={METRIC_LABEL_MAX_LENGTH}
                required
                error={at(`metrics.${index}.label`)}
                onChange={(label) => setMetric(index, { label })}
              />
              <TextField
                label={t.metricValue({ n: index + 1 })}
                name={`${language}.metrics.${index}.value`}
                autoComplete="off"
                value={metric.value}
                maxLength={METRIC_VALUE_MAX_LENGTH}
                required
                error={at(`metrics.${index}.value`)}
                onChange={(value) => setMetric(index, { value })}
              />
              <button
                type="button"
                className="button button-secondary"
                onClick={() => set({ metrics: metrics.filter((_, i) => i !== index) })}
              >
                {t.removeMetric({ n: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        {metrics.length < METRICS_MAX_COUNT && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => set({ metrics: [...metrics, { label: '', value: '' }] })}
          >
            {t.addMetric()}
          </button>
        )}
      </fieldset>
    </>
  );
}

function MarkdownAndPreview({ view, problem, edit }: { view: Ready; problem: Problem; edit: Edit }) {
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

function Confirmation({ view, send }: { view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Focus goes to the confirming button, and back to where it was (the button that asked) once answered.
  useEffect(() => {
    const before = document.activeElement;
    confirmRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const texts = {
    publish: { title: t.confirmPublishTitle(), text: t.confirmPublishText(), confirm: t.confirmPublish() },
    unpublish: {
      title: t.confirmUnpublishTitle(),
      text: t.confirmUnpublishText(),
      confirm: t.confirmUnpublish(),
    },
    leave: { title: t.confirmLeaveTitle(), text: t.confirmLeaveText(), confirm: t.confirmLeave() },
  }[view.confirmation ?? 'leave'];
  return (
    <div className="content-dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="content-dialog-title"
        aria-describedby="content-dialog-text"
        className="content-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') send({ type: 'user.cancel' });
          if (event.key !== 'Tab') return;
          // Tab stays inside the dialog while it is open (aria-modal).
          const focusable = Array.from(
            event.currentTarget.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'),
          ).filter((element) => !element.hasAttribute('disabled'));
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <h2 id="content-dialog-title">{texts.title}</h2>
        <p id="content-dialog-text">{texts.text}</p>
        {view.confirmation === 'publish' && (
          <TextField
            label={t.publishDate()}
            name="publishDate"
            type="date"
            autoComplete="off"
            value={view.publishDate}
            hint={t.publishDateHint()}
            onChange={(date) => send({ type: 'user.setPublishDate', date })}
          />
        )}
        <div className="content-actions">
          <button
            ref={confirmRef}
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.confirm' })}
          >
            {texts.confirm}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => send({ type: 'user.cancel' })}
          >
            {view.confirmation === 'leave' ? t.cancel() : t.cancelDialog()}
          </button>
        </div>
      </div>
    </div>
  );
}
