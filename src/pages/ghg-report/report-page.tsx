// The GHG risk report pages: /ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh (the assessment just made:
// `?id=` or the `idReport` cookie) and /ghg-report/:id/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html (a shared
// link). The risk-report machine loads the report (again in the new language after a language switch).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { firstRiskReportView, selectRiskReportView } from '../../../machines/ghg/risk-report.selectors';
import { useLazyActor } from '../../app/lazy-actor';
import { currentReportId } from '../../app/report-id';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { loadDictionary } from '../../app/dictionary';
import { currentLocale } from '../../app/locale';
import { WithNamespaces } from '../../app/with-namespaces';
import { useNoticeText } from '../../components/form/use-notice-text';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import './ghg-report.css';

// The report itself (its view, chart, PDF link, ownership and sharing, with their texts: the route's `later`
// namespaces, src/app/routes.ts) is not in the page's first load: the browser renders this page (no server HTML)
// and shows "loading" until the report has come, so it loads meanwhile, beside the machine.
const loadReport = () => import('./loaded-report');
const LoadedReport = lazy(() => loadReport().then((module) => ({ default: module.LoadedReport })));
const REPORT_TEXTS = ['ghgLater', 'ghgReportChart'] as const;
const loadReportTexts = () => loadDictionary(currentLocale(), REPORT_TEXTS);

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

  useEffect(() => {
    loadReport().catch(() => undefined);
    loadReportTexts().catch(() => undefined);
  }, []);

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
        <WithNamespaces namespaces={REPORT_TEXTS} load={loadReportTexts} fallback={null}>
          <Suspense fallback={null}>
            <LoadedReport
              report={view.report}
              refreshing={view.refreshing}
              shareToken={shared ? params.token : undefined}
            />
          </Suspense>
        </WithNamespaces>
      )}
    </section>
  );
}
