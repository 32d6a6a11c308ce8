// The shared frame of the content pages (solutions, about us, legal): breadcrumb, a hero with the page's one h1 and
// the two calls to action (sign up, contact), an optional "on this page" list, the page's sections (each a
// <section> labelled by its h2) built from plain data blocks, and a closing band with the same calls to action.
// Page copy is data (`PageCopy`, one object per locale in the page's own `*.copy.ts`), so it loads with the page.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import type { Locales } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDocumentTitle } from '../use-document-title';
import './content.css';

export interface CardItem {
  href: string;
  title: string;
  body: string;
  link: string;
}

export interface TableData {
  caption: string;
  head: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** One piece of a section. A string is a paragraph. */
export type Block =
  | string
  | { list: readonly string[]; ordered?: boolean }
  | { terms: ReadonlyArray<readonly [term: string, detail: string]> }
  | { table: TableData }
  | { cards: readonly CardItem[] }
  | { links: ReadonlyArray<{ href: string; label: string }> }
  | { note: string };

export interface ContentSection {
  /** Unique on the page; the h2 gets the id `s-<id>`. */
  id: string;
  title: string;
  blocks: readonly Block[];
  /** Where the section's facts come from (shown as "Source: …"). */
  source?: string;
}

export interface PageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  sections: readonly ContentSection[];
  /** Shown under the lead, e.g. the date a policy was last changed (already formatted for the locale). */
  updated?: string;
}

export type Localized<T> = Record<Locales, T>;

/** The copy for the current locale. */
export function useLocalized<T>(copy: Localized<T>): T {
  const { locale } = useI18nContext();
  return copy[locale];
}

export interface Crumb {
  href?: string;
  label: string;
}

interface ContentPageProps {
  copy: PageCopy;
  /** The tab title (the screen's name); the h1 is `copy.title`. */
  documentTitle: string;
  /** Between the home page and this page, e.g. the solutions overview. */
  crumbs: readonly Crumb[];
  /** Lists the sections at the top (long pages such as the policies). */
  toc?: boolean;
  /** Extra content after the sections. */
  children?: ReactNode;
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? (
      <ol className="content-list">{items}</ol>
    ) : (
      <ul className="content-list">{items}</ul>
    );
  }
  if ('terms' in block)
    return (
      <dl className="content-terms">
        {block.terms.map(([term, detail]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    );
  if ('table' in block)
    return (
      <div className="content-table-wrap">
        <table className="content-table">
          <caption>{block.table.caption}</caption>
          <thead>
            <tr>
              {block.table.head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  if ('cards' in block)
    return (
      <ul className="card-grid content-cards">
        {block.cards.map((card) => (
          <li key={card.href} className="card">
            <h3>{card.title}</h3>
            <p>{card.body}</p>
            <Link href={card.href} className="card-link">
              {card.link} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  if ('links' in block)
    return (
      <ul className="link-list">
        {block.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    );
  return <p className="content-note">{block.note}</p>;
}

export function ContentPage({ copy, documentTitle, crumbs, toc, children }: ContentPageProps) {
  const { LL } = useI18nContext();
  useDocumentTitle(documentTitle);
  const trail: readonly Crumb[] = [{ href: paths.home, label: LL.screens.home() }, ...crumbs];

  return (
    <>
      <section className="hero content-hero" aria-labelledby="page-title">
        <div className="container">
          <nav aria-label={LL.content.breadcrumb()} className="breadcrumb">
            <ol>
              {trail.map((crumb) => (
                <li key={crumb.label}>
                  {crumb.href ? (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1 id="page-title">{copy.title}</h1>
          <p className="lead content-lead">{copy.lead}</p>
          {copy.updated ? <p className="source">{LL.content.updated({ date: copy.updated })}</p> : null}
          <div className="actions">
            <Link href={paths.signUp} className="button button-primary button-large">
              {LL.content.signUp()}
            </Link>
            <Link href={paths.contact} className="button button-secondary button-large">
              {LL.content.contact()}
            </Link>
          </div>
        </div>
      </section>

      <div className="container content-body">
        {toc ? (
          <nav aria-label={LL.content.onThisPage()} className="content-toc">
            <p className="h-small" aria-hidden="true">
              {LL.content.onThisPage()}
            </p>
            <ol>
              {copy.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#s-${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {copy.sections.map((section) => (
          <section key={section.id} className="content-section" aria-labelledby={`s-${section.id}`}>
            <h2 id={`s-${section.id}`}>{section.title}</h2>
            {section.blocks.map((block, index) => (
              <Fragment key={index}>
                <BlockView block={block} />
              </Fragment>
            ))}
            {section.source ? (
              <p className="source">
                {LL.content.sourcePrefix()} {section.source}
              </p>
            ) : null}
          </section>
        ))}
        {children}
      </div>

      <section className="band-dark" aria-labelledby="closing-title">
        <div className="container closing">
          <div>
            <h2 id="closing-title">{LL.content.closing.title()}</h2>
            <p>{LL.content.closing.body()}</p>
          </div>
          <div className="actions">
            <Link href={paths.signUp} className="button button-inverse button-large">
              {LL.content.signUp()}
            </Link>
            <Link href={paths.contact} className="button button-outline-inverse button-large">
              {LL.content.contact()}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
