// /academy: what the academy is (teaching companies to inventory and report; certificates anyone can verify), how
// it works, and the featured courses (GET /academy/courses?featured=true), with links to the course list. Rendered
// on the server with its featured courses; a signed-in reader's copy (with "Joined" and progress) is read again in
// the browser.
import { Link } from 'wouter';
import type { PageProps } from '../../app/page-props';
import { FEATURED_COURSES_REQUEST } from '../../app/page-data';
import { paths } from '../../app/paths';
import { loadFeaturedCourses } from '../../app/wiring/academy-reads';
import { useDocumentTitle } from '../../components/use-document-title';
import { useI18nContext } from '../../i18n/i18n-react';
import { AcademyFailed, AcademyLoading, Breadcrumbs, useAcademyTrail } from './academy-parts';
import { CourseCard } from './course-cards';
import { CourseListRead } from './course-list-read';

export default function AcademyPage(_: PageProps) {
  const { LL } = useI18nContext();
  const t = LL.academyCatalog.home;
  const { trail, breadcrumbs } = useAcademyTrail([]);
  useDocumentTitle(LL.screens.academy(), { description: t.lead(), breadcrumbs: breadcrumbs.slice(0, 2) });
  return (
    <>
      <section className="academy-hero" aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs trail={trail} />
          <p className="eyebrow">{t.eyebrow()}</p>
          <h1 id="page-title">{t.title()}</h1>
          <p className="lead">{t.lead()}</p>
          <div className="actions">
            <Link href={paths.courseList} className="button button-primary button-large">
              {t.browse()}
            </Link>
          </div>
        </div>
      </section>
      <section className="container academy-section" aria-labelledby="academy-what">
        <h2 id="academy-what">{t.whatTitle()}</h2>
        <div className="academy-pillars">
          <div>
            <h3>{t.inventoryTitle()}</h3>
            <p>{t.inventoryBody()}</p>
          </div>
          <div>
            <h3>{t.reportTitle()}</h3>
            <p>{t.reportBody()}</p>
          </div>
          <div>
            <h3>{t.certificateTitle()}</h3>
            <p>{t.certificateBody()}</p>
          </div>
        </div>
      </section>
      <section className="container academy-section" aria-labelledby="academy-featured">
        <h2 id="academy-featured">{t.featuredTitle()}</h2>
        <FeaturedCourses />
        <p>
          <Link href={paths.courseList}>{t.allCourses()}</Link>
        </p>
      </section>
      <section className="container academy-section" aria-labelledby="academy-how">
        <h2 id="academy-how">{t.howTitle()}</h2>
        <ol className="academy-steps">
          <li>{t.stepChoose()}</li>
          <li>{t.stepJoin()}</li>
          <li>{t.stepLearn()}</li>
          <li>{t.stepCertify()}</li>
        </ol>
      </section>
    </>
  );
}

function FeaturedCourses() {
  const { LL } = useI18nContext();
  return (
    <CourseListRead request={FEATURED_COURSES_REQUEST} load={loadFeaturedCourses}>
      {(view, retry) => {
        if (view.kind === 'loading') return <AcademyLoading />;
        if (view.kind !== 'shown') return <AcademyFailed onRetry={retry} />;
        if (view.data.data.length === 0) return <p>{LL.academyCatalog.home.noFeatured()}</p>;
        return (
          <div className="course-grid">
            {view.data.data.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </div>
        );
      }}
    </CourseListRead>
  );
}
