// Texts of the academy's catalogue pages (/academy and the course list), en: a namespace of its own, so that a
// course, lesson or quiz page does not load them. The texts they share with those pages are in ../academy.
import type { NamespaceAcademyCatalogTranslation } from '../../i18n-types';

const academyCatalog = {
  home: {
    eyebrow: 'GHG Platform Academy',
    title: 'Learn to inventory and report greenhouse gases, step by step',
    lead: 'Short courses in chapters and lessons that teach companies to run their own greenhouse-gas inventory, report under Decree 06, prepare CBAM data and write ESG reports. When you finish, you get a certificate anyone can verify.',
    browse: 'Browse the courses',
    whatTitle: 'What the academy teaches',
    inventoryTitle: 'Inventory',
    inventoryBody:
      'Scopes 1, 2 and 3 under the GHG Protocol and ISO 14064-1, activity data, emission factors and the calculations, with worked examples on real figures.',
    reportTitle: 'Reporting',
    reportBody:
      'The obligations of Decree 06 and Decision 13/2024, Form 06, CBAM embedded emissions for exports and the environmental part of an ESG report.',
    certificateTitle: 'Certificates anyone can verify',
    certificateBody:
      'Complete a course under its completion policy, request your certificate and get it at once. It is digitally signed as an Open Badges 3.0 credential and has a public verification page by its code.',
    featuredTitle: 'Featured courses',
    noFeatured: 'No featured courses yet.',
    allCourses: 'See all courses',
    howTitle: 'How it works',
    stepChoose: 'Pick a course and read its first lesson, no sign-in needed.',
    stepJoin: 'Sign in and press “Start course”: the course counts towards your workspace’s plan.',
    stepLearn:
      'Work through the lessons and the quiz at the end of each chapter; your progress is saved so you continue where you left off.',
    stepCertify: 'Complete the course and get your certificate at once.',
  },
  list: {
    lead: 'Courses on greenhouse-gas inventories, Decree 06, CBAM and ESG reporting, written from the source documents with the source of every figure.',
    filters: 'Filter courses',
    topic: 'Topic',
    allTopics: 'All topics',
    language: 'Course language',
    allLanguages: 'Any language',
    empty: 'No course matches these filters.',
    clearFilters: 'Clear filters',
    pagination: 'Pagination',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {page} of {pages}',
  },
} satisfies NamespaceAcademyCatalogTranslation;

export default academyCatalog;
