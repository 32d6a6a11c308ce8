// /solutions/dich-vu-bao-cao-esg: the ESG reporting service, built on the inventory data.
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { esgReportingCopy } from './esg-reporting.copy';

export default function EsgReportingPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(esgReportingCopy);
  const title = LL.screens.esgReporting();
  return (
    <ContentPage
      copy={copy}
      documentTitle={title}
      crumbs={[{ href: paths.solutions, label: LL.screens.solutions() }, { label: title }]}
    />
  );
}
