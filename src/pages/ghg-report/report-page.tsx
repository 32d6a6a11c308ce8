// The GHG risk report pages: /ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh (the assessment just made:
// `?id=` or the `idReport` cookie) and /ghg-report/:id/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html (a shared
// link). The risk-report machine loads the report (again in the new language after a language switch).
import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectRiskReportView } from '../../../machines/ghg/risk-report.machine';
import { useInspectedMachine } from '../../app/inspection';
import type { PageProps } from '../../app/page-props';
import { ghgReportDetailPath, paths } from '../../app/paths';
import { createRiskReportLogic, currentReportId } from '../../app/wiring/ghg';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormError, FormStatus } from '../../components/form/form-error';
import { useDocumentTitle } from '../../components/use-document-title';
import { ReportView } from './report-view';
import './ghg-report.css';

export default function ReportPage({ screen, params }: PageProps) {
  const { LL, locale } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const search = useSearch();
  const [id] = useState(() => params.id ?? currentReportId(search));
  const [logic] = useState(() => createRiskReportLogic());
  const report = useInspectedMachine(logic, { input: { id } });
  const view = useSelector(report, selectRiskReportView);
  const t = LL.ghgResult;

  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    report.send({ type: 'app.localeChanged' });
  }, [locale, report]);

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
          <FormError>{noticeText(view.error, locale)}</FormError>
          <button
            type="button"
            className="button button-primary"
            onClick={() => report.send({ type: 'user.retry' })}
          >
            {t.retry()}
          </button>
        </div>
      )}
      {view.kind === 'loaded' && (
        <>
          {view.refreshing && <FormStatus>{t.refreshing()}</FormStatus>}
          <ReportView report={view.report} />
          <p className="ghg-share">
            <Link href={ghgReportDetailPath(view.report.id)}>{t.shareLink()}</Link>
            {' · '}
            <Link href={paths.ghgReportCountdown}>{t.again()}</Link>
          </p>
        </>
      )}
    </section>
  );
}
