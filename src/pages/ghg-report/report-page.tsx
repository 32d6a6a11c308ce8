// The GHG risk report pages: /ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh (the assessment just made:
// `?id=` or the `idReport` cookie) and /ghg-report/:id/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html (a shared
// link). The risk-report machine loads the report (again in the new language after a language switch).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { firstRiskReportView, selectRiskReportView } from '../../../machines/ghg/risk-report.selectors';
import { useLazyActor } from '../../app/lazy-actor';
import { currentReportId } from '../../app/report-id';
import type { PageProps } from '../../app/page-props';
import { ghgReportDetailPath, paths } from '../../app/paths';
import { ghgReportPdfHref } from './pdf-link';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSessionView } from '../../components/session-context';
import type { GhgReport } from '../../../machines/ghg/risk-assessment.types';
import { ReportView } from './report-view';
import './ghg-report.css';

// A member's share-link controls (their machine) load only where a member reads a workspace's report.
const ShareControls = lazy(() => import('./share-controls'));

export default function ReportPage({ screen, params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const search = useSearch();
  // The share link's page reads the report by its token; the others by id (`?id=` or the `idReport` cookie).
  const shared = params.token !== undefined;
  const [id] = useState(() => params.token ?? params.id ?? currentReportId(search));
  // The machine (with XState and the API client) loads once the page is live (src/app/lazy-actor.ts); until then
  // the page says it is loading, as the machine's first state does.
  const report = useLazyActor({
    create: () =>
      import('../../app/wiring/ghg').then(({ createRiskReportActor }) =>
        createRiskReportActor(id, { shared }),
      ),
    select: selectRiskReportView,
    initialView: firstRiskReportView,
  });
  const { view, send } = report;
  const t = LL.ghgResult;
  const noticeText = useNoticeText();

  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    send({ type: 'app.localeChanged' });
  }, [locale, send]);

  return (
    <section
      className="container ghg-page"
      aria-labelledby="page-title"
      aria-busy={view.kind === 'loading' || undefined}
    >
      <h1 id="page-title">{title}</h1>
      {view.kind === 'loading' && <FormStatus>{t.loading()}</FormStatus>}
      {view.kind === 'notFound' && (
        <div className="ghg-card">
          <h2>{t.notFound()}</h2>
          <p>{t.notFoundLead()}</p>
          <Link href={paths.ghgReportCountdown} className="button button-primary">
            {t.start()}
          </Link>
        </div>
      )}
      {view.kind === 'failed' && (
        <div className="ghg-card">
          <FormError>{noticeText(view.error)}</FormError>
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.retry' })}
          >
            {t.retry()}
          </button>
        </div>
      )}
      {view.kind === 'loaded' && (
        <>
          {view.refreshing && <FormStatus>{t.refreshing()}</FormStatus>}
          <PdfLink
            reportId={view.report.id}
            shareToken={shared ? params.token : undefined}
            viaApi={!shared && view.report.workspace !== null && view.report.workspace !== undefined}
          />
          <ReportView report={view.report} />
          <OwnershipNote workspace={view.report.workspace} />
          {view.report.workspace && (
            <Suspense fallback={null}>
              <ShareControls
                key={view.report.id}
                reportId={view.report.id}
                spaceId={view.report.workspace.id}
                shareToken={view.report.workspace.shareToken}
              />
            </Suspense>
          )}
          <p className="ghg-share">
            {!shared && !view.report.workspace && (
              <>
                <Link href={ghgReportDetailPath(view.report.id)}>{t.shareLink()}</Link>
                {' · '}
              </>
            )}
            <Link href={paths.ghgReportCountdown}>{t.again()}</Link>
          </p>
        </>
      )}
    </section>
  );
}

/** Where the report is kept: its workspace (members only), or nowhere yet (anyone with the link can open it). */
function OwnershipNote({ workspace }: { workspace: GhgReport['workspace'] }) {
  const { LL } = useI18nContext();
  const session = useSessionView();
  const t = LL.ghgResult;
  if (workspace === undefined) return null;
  if (workspace) {
    return (
      <p className="ghg-share" data-testid="report-ownership">
        {t.savedIn({ space: workspace.name })} <Link href={paths.workspace}>{t.workspaceLink()}</Link>
      </p>
    );
  }
  const hasWorkspace =
    session.kind === 'signedIn' && session.user.spaces.some((space) => space.status === 'ACTIVE');
  return (
    <p className="ghg-share" data-testid="report-ownership">
      {session.kind === 'signedIn' && !hasWorkspace ? (
        <>
          {t.notSavedNoWorkspace()} <Link href={paths.workspace}>{t.workspaceLink()}</Link>
        </>
      ) : (
        t.notSaved()
      )}
    </p>
  );
}

/**
 * The result as a PDF, in the page's language. A plain link where the link alone gives access (an unclaimed report;
 * the shared page, with its token); for a workspace's report, read by a member with their token, the click downloads
 * it through the API client instead (src/app/wiring/ghg-pdf.ts, loaded then).
 */
function PdfLink({
  reportId,
  shareToken,
  viaApi,
}: {
  reportId: string;
  shareToken?: string;
  viaApi: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const [failed, setFailed] = useState(false);
  return (
    <p className="ghg-actions">
      <a
        className="button button-secondary"
        href={ghgReportPdfHref(reportId, locale, shareToken)}
        download
        data-testid="ghg-report-pdf"
        onClick={
          viaApi
            ? (event) => {
                event.preventDefault();
                setFailed(false);
                import('../../app/wiring/ghg-pdf')
                  .then(({ downloadGhgReportPdf }) => downloadGhgReportPdf(reportId, locale))
                  .catch(() => setFailed(true));
              }
            : undefined
        }
      >
        {LL.ghgReportChart.downloadPdf()}
      </a>
      {failed ? <span role="alert">{LL.ghgReportChart.downloadFailed()}</span> : null}
    </p>
  );
}
