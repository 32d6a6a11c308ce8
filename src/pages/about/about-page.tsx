// /ve-chung-toi (about us): mission, Vietnamese first, the team of consultants and experts, how we work.
import { useI18nContext } from '../../i18n/i18n-react';
import { ContentPage, useLocalized } from '../../components/content/content-layout';
import { aboutCopy } from './about.copy';

export default function AboutPage() {
  const { LL } = useI18nContext();
  const copy = useLocalized(aboutCopy);
  const title = LL.screens.about();
  return <ContentPage copy={copy} documentTitle={title} crumbs={[{ label: title }]} />;
}
