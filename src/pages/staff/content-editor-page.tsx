// /staff/articles/new, /staff/articles/{id}, /staff/success-stories/new, /staff/success-stories/{id}: the editor of
// one article or success story (the content-editor machine). The page only renders the machine's view: the draft,
// its problems, the status, the live preview; every change is one `user.edit` with the whole draft. A followed link
// with unsaved changes asks first (the machine decides; the page intercepts the click), and so does closing the tab
// (the browser's own prompt). The Markdown and its preview sit side by side on wide screens, stacked on narrow ones.
// Here: the page, the machine's wiring and the ready editor's frame; its field groups are in content-editor-fields.tsx
// (story-only ones in content-editor-story-fields.tsx), the confirmation in content-editor-dialogs.tsx, the guard of
// unsaved changes in content-editor-leave-guard.ts.
import { useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { selectContentEditorView } from '../../../machines/staff/content-editor.selectors';
import type { ContentDraft, ContentKind } from '../../../machines/staff/content.types';
import { SLUG_MAX_LENGTH } from '../../../domain/content/content-rules';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import { notifySuccess } from '../../app/notify';
import type { PageProps } from '../../app/page-props';
import { articlePath, paths, staffContentPath, successStoryPath } from '../../app/paths';
import { createContentEditorLogic } from '../../app/wiring/staff-content';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextField } from '../../components/form/text-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { Confirmation } from './content-editor-dialogs';
import {
  ArticleGeneral,
  ArticleTranslationFields,
  Cover,
  LanguageTabs,
  MarkdownAndPreview,
  problemText,
  type Ready,
  type Send,
} from './content-editor-fields';
import { useLeaveGuard } from './content-editor-leave-guard';
import { StoryGeneral, StoryTranslationFields } from './content-editor-story-fields';
import { formatDateTime, NoAccess, StaffFailed, StaffLoading, StaffMessage, StaffPage } from './staff-parts';
import './content-editor.css';

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
