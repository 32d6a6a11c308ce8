// The GHG risk report once it has come (./report-page.tsx shows it): the PDF link, the report (./report-view.tsx),
// where it is kept, a member's share-link controls and the links to share it or start again. A later part of the
// page (src/app/later-part.tsx): not in its first load.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { GhgReport } from '../../../machines/ghg/risk-assessment.types';
import { ghgReportDetailPath, paths } from '../../app/paths';
import { FormStatus } from '../../components/form/form-error';
import { useSessionView } from '../../components/session-context';
import { useI18nContext } from '../../i18n/i18n-react';
import { ghgReportPdfHref } from './pdf-link';
import { ReportView } from './report-view';

// A member's share-link controls (their machine) load only where a member reads a workspace's report.
const ShareControls = lazy(() => import('./share-controls'));

export interface LoadedReportProps {
  report: GhgReport;
  /** Read again (after a language switch): the report shown is the previous one meanwhile. */
  refreshing: boolean;
  /** The share link's token, on the shared page. */
  shareToken?: string;
}

export function LoadedReport({ report, refreshing, shareToken }: LoadedReportProps) {
  const { LL } = useI18nContext();
  const t = LL.ghgResult;
  const shared = shareToken !== undefined;
  return (
    <>
      {refreshing && <FormStatus>{t.refreshing()}</FormStatus>}
      <PdfLink
        reportId={report.id}
        shareToken={shareToken}
        viaApi={!shared && report.workspace !== null && report.workspace !== undefined}
      />
      <ReportView report={report} />
      <OwnershipNote workspace={report.workspace} />
      {report.workspace && (
        <Suspense fallback={null}>
          <ShareControls
            key={report.id}
            reportId={report.id}
            spaceId={report.workspace.id}
            shareToken={report.workspace.shareToken}
          />
        </Suspense>
      )}
      <p className="ghg-share">
        {!shared && !report.workspace && (
          <>
            <Link href={ghgReportDetailPath(report.id)}>{t.shareLink()}</Link>
            {' · '}
          </>
        )}
        <Link href={paths.ghgReportCountdown}>{t.again()}</Link>
      </p>
    </>
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
