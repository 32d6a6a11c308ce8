// /staff: the staff console's home. What the console holds: contact requests, articles, success stories,
// certificates (list and revocation) and expert applications (the review queue).
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { paths } from '../../app/paths';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDocumentTitle } from '../../components/use-document-title';
import { StaffPage } from './staff-parts';

export default function StaffHomePage({ screen }: PageProps) {
  const { LL } = useI18nContext();
  const title = LL.screens[screen]();
  useDocumentTitle(title);
  const t = LL.staff.home;
  const experts = LL.staffExperts.home;
  const content = LL.staffContent.home;
  return (
    <StaffPage title={title}>
      <p className="staff-lead">{t.lead()}</p>
      <h2>{t.areasTitle()}</h2>
      <ul className="staff-areas">
        <li className="staff-area">
          <h3>{t.contactRequests.title()}</h3>
          <p>{t.contactRequests.text()}</p>
          <Link href={paths.staffContactRequests} className="button button-primary">
            {t.contactRequests.open()}
          </Link>
        </li>
        <li className="staff-area">
          <h3>{content.articles.title()}</h3>
          <p>{content.articles.text()}</p>
          <Link href={paths.staffArticles} className="button button-primary">
            {content.articles.open()}
          </Link>
        </li>
        <li className="staff-area">
          <h3>{content.stories.title()}</h3>
          <p>{content.stories.text()}</p>
          <Link href={paths.staffStories} className="button button-primary">
            {content.stories.open()}
          </Link>
        </li>
        <li className="staff-area">
          <h3>{t.certificates.title()}</h3>
          <p>{t.certificates.text()}</p>
          <Link href={paths.staffCertificates} className="button button-primary">
            {t.certificates.open()}
          </Link>
        </li>
        <li className="staff-area">
          <h3>{t.experts.title()}</h3>
          <p>{t.experts.text()}</p>
          <Link href={paths.staffExpertApplications} className="button button-primary">
            {experts.open()}
          </Link>
        </li>
      </ul>
    </StaffPage>
  );
}
