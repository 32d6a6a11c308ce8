// 404: title, the spec's message (errors.pageNotFound, a copy in the base dictionary: notFound.message), helpful links, "Go back" and "Take me home". A component
// rather than only the 404 page, because a page that finds nothing to show for its parameters (an unknown sector
// slug) shows the very same thing. Pages reach it through ./not-found.tsx (loaded only when a page has nothing to
// show); the 404 page itself imports it directly.
import { Link } from 'wouter';
import { paths } from '../app/paths';
import { useI18nContext } from '../i18n/i18n-react';
import { useHydrated, useRenderContext } from '../app/render-context';
import { useDocumentTitle } from './use-document-title';

export default function NotFoundView() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.notFound.title(), { noindex: true });
  // A server-rendered 404 page answers with the 404 status (no "soft 404" for search engines).
  useRenderContext().collectStatus?.(404);
  // "Go back" needs the app (it moves the history): like the forms' buttons, it waits until the page is live.
  const live = useHydrated();
  const links = [
    [paths.home, LL.screens.home()],
    [paths.solutions, LL.nav.solutions()],
    [paths.academy, LL.nav.academy()],
    [paths.contact, LL.nav.contact()],
  ] as const;
  return (
    <section className="container page-narrow not-found-page" aria-labelledby="page-title">
      <p className="eyebrow">{LL.notFound.code()}</p>
      <h1 id="page-title">{LL.notFound.title()}</h1>
      <p className="lead">{LL.notFound.message()}</p>
      <h2 className="h-small">{LL.notFound.helpfulLinks()}</h2>
      <ul className="link-list">
        {links.map(([href, label]) => (
          <li key={href}>
            <Link href={href}>{label}</Link>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={!live}
          onClick={() => history.back()}
        >
          {LL.notFound.goBack()}
        </button>
        <Link href={paths.home} className="button button-primary">
          {LL.notFound.takeMeHome()}
        </Link>
      </div>
    </section>
  );
}
