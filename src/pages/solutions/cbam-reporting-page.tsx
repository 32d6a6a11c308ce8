// /solutions/dich-vu-bao-cao-cbam: covered goods, periods, 2026 mark-ups, certificates from Feb 2027, the 50 t threshold.
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { cbamReportingCopy } from './cbam-reporting.copy';

export default function CbamReportingPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(cbamReportingCopy);
  const title = LL.screens.cbamReporting();
  return (
    <ContentPage
      copy={copy}
      documentTitle={title}
      crumbs={[{ href: paths.solutions, label: LL.screens.solutions() }, { label: title }]}
    />
  );
}
