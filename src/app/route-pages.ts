// The page behind each screen of the route table (routes.ts): its module's loader (one chunk per page), the
// module's path and the dictionary namespaces it reads. Like routes.ts, this file imports every page, so pages never
// import it (eslint.config.js).
import type { PageModule } from './page-props';
import type { Namespaces } from '../i18n/i18n-types';

// Whether the route table carries each page module's path (`module`): the server's renderer and the tests read it
// (the build manifest's key of the page's chunks); the browser never does, so its build leaves the paths out
// (vite.config.ts defines the flag: false in the SPA build, true in the renderer's build and in tests). Outside Vite
// (Playwright's test files read this table in Node) nothing defines it, hence the fallback.
declare const __PAGE_PATHS__: boolean;
(globalThis as { __PAGE_PATHS__?: boolean }).__PAGE_PATHS__ ??= true;

/**
 * A page: its module's loader (one chunk per page), the module's path under src/pages without extension (`false`
 * in the browser build), the dictionary namespaces it reads (src/i18n/<locale>/<namespace>/, loaded with it) and
 * those only its later parts read (`later`: loaded with those parts; src/app/later-part.tsx). Both checked
 * against the code by tests/unit/dictionary-namespaces.test.ts.
 */
function page(
  load: () => Promise<PageModule>,
  file: string | false,
  namespaces: Namespaces[] = [],
  later: Namespaces[] = [],
): PageSource {
  return { load, module: file ? `src/pages/${file}.tsx` : '', namespaces, later };
}

export interface PageSource {
  load: () => Promise<PageModule>;
  module: string;
  namespaces: Namespaces[];
  later: Namespaces[];
}

export const home = page(() => import('../pages/home/home-page'), __PAGE_PATHS__ && 'home/home-page', [
  'home',
]);
export const notFound = page(
  () => import('../pages/not-found/not-found-page'),
  __PAGE_PATHS__ && 'not-found/not-found-page',
  [],
);
export const signUpPage = page(
  () => import('../pages/auth/sign-up/sign-up-page'),
  __PAGE_PATHS__ && 'auth/sign-up/sign-up-page',
  ['form', 'registration'],
);
export const thankYouPage = page(
  () => import('../pages/auth/thank-you/thank-you-page'),
  __PAGE_PATHS__ && 'auth/thank-you/thank-you-page',
  ['form', 'registration', 'success'],
);
export const activatePage = page(
  () => import('../pages/auth/activate/activate-page'),
  __PAGE_PATHS__ && 'auth/activate/activate-page',
  ['form', 'registration'],
);
export const passwordResetPage = page(
  () => import('../pages/auth/forgot-password/password-reset-page'),
  __PAGE_PATHS__ && 'auth/forgot-password/password-reset-page',
  ['form', 'registration'],
);
export const signUpInvitationPage = page(
  () => import('../pages/auth/sign-up-invitation/sign-up-invitation-page'),
  __PAGE_PATHS__ && 'auth/sign-up-invitation/sign-up-invitation-page',
  ['form', 'registration', 'success', 'workspace'],
);
export const workspacePage = page(
  () => import('../pages/workspace/workspace-page'),
  __PAGE_PATHS__ && 'workspace/workspace-page',
  ['form', 'registration', 'success', 'validation', 'inventoryDashboard', 'workspace'],
);
export const workspaceManagementPage = page(
  () => import('../pages/user/workspace-management/workspace-management-page'),
  __PAGE_PATHS__ && 'user/workspace-management/workspace-management-page',
  ['errors', 'form', 'success', 'workspace'],
);
export const signInPage = page(
  () => import('../pages/auth/sign-in/sign-in-page'),
  __PAGE_PATHS__ && 'auth/sign-in/sign-in-page',
  ['errors', 'form', 'signIn', 'validation'],
);
export const signInCallbackPage = page(
  () => import('../pages/auth/callback/callback-page'),
  __PAGE_PATHS__ && 'auth/callback/callback-page',
  ['signIn'],
);
export const profilePage = page(
  () => import('../pages/user/profile-page'),
  __PAGE_PATHS__ && 'user/profile-page',
  ['profile'],
);
export const profileEditPage = page(
  () => import('../pages/user/profile-edit-page'),
  __PAGE_PATHS__ && 'user/profile-edit-page',
  ['form', 'profile', 'validation'],
);
export const aboutPage = page(
  () => import('../pages/about/about-page'),
  __PAGE_PATHS__ && 'about/about-page',
  ['content'],
);
export const solutionsPage = page(
  () => import('../pages/solutions/solutions-page'),
  __PAGE_PATHS__ && 'solutions/solutions-page',
  ['content'],
);
export const ghgServicePage = page(
  () => import('../pages/solutions/ghg-service-page'),
  __PAGE_PATHS__ && 'solutions/ghg-service-page',
  ['content'],
);
export const ghgInventoryPlatformPage = page(
  () => import('../pages/solutions/ghg-inventory-platform-page'),
  __PAGE_PATHS__ && 'solutions/ghg-inventory-platform-page',
  ['content'],
);
export const productPage = page(
  () => import('../pages/solutions/product-page'),
  __PAGE_PATHS__ && 'solutions/product-page',
  ['content'],
);
export const esgReportingPage = page(
  () => import('../pages/solutions/esg-reporting-page'),
  __PAGE_PATHS__ && 'solutions/esg-reporting-page',
  ['content'],
);
export const cbamReportingPage = page(
  () => import('../pages/solutions/cbam-reporting-page'),
  __PAGE_PATHS__ && 'solutions/cbam-reporting-page',
  ['content'],
);
export const legalCookiesPage = page(
  () => import('../pages/legal/cookies-page'),
  __PAGE_PATHS__ && 'legal/cookies-page',
  ['content'],
);
export const legalTermsPage = page(
  () => import('../pages/legal/terms-page'),
  __PAGE_PATHS__ && 'legal/terms-page',
  ['content'],
);
export const legalPrivacyPage = page(
  () => import('../pages/legal/privacy-page'),
  __PAGE_PATHS__ && 'legal/privacy-page',
  ['content'],
);
export const contactPage = page(
  () => import('../pages/contact/contact-page'),
  __PAGE_PATHS__ && 'contact/contact-page',
  ['contact', 'form'],
);
export const contactThankYouPage = page(
  () => import('../pages/contact/contact-thank-you-page'),
  __PAGE_PATHS__ && 'contact/contact-thank-you-page',
  ['contact', 'success'],
);
export const pricingPage = page(
  () => import('../pages/pricing/pricing-page'),
  __PAGE_PATHS__ && 'pricing/pricing-page',
  ['contact'],
);
export const ghgAssessmentPage = page(
  () => import('../pages/ghg-report/assessment-page'),
  __PAGE_PATHS__ && 'ghg-report/assessment-page',
  ['form', 'ghg'],
  ['ghgLater', 'number'],
);
export const ghgReportPage = page(
  () => import('../pages/ghg-report/report-page'),
  __PAGE_PATHS__ && 'ghg-report/report-page',
  ['ghgResult'],
  ['ghgLater', 'ghgReportChart'],
);
export const staffHomePage = page(
  () => import('../pages/staff/staff-home-page'),
  __PAGE_PATHS__ && 'staff/staff-home-page',
  ['form', 'staff', 'staffContent', 'staffExperts'],
);
export const staffContactRequestsPage = page(
  () => import('../pages/staff/contact-requests-page'),
  __PAGE_PATHS__ && 'staff/contact-requests-page',
  ['form', 'staff'],
);
export const staffContactRequestPage = page(
  () => import('../pages/staff/contact-request-page'),
  __PAGE_PATHS__ && 'staff/contact-request-page',
  ['form', 'staff'],
);
export const staffContentListPage = page(
  () => import('../pages/staff/content-list-page'),
  __PAGE_PATHS__ && 'staff/content-list-page',
  ['form', 'staff', 'staffContent'],
);
export const staffContentEditorPage = page(
  () => import('../pages/staff/content-editor-page'),
  __PAGE_PATHS__ && 'staff/content-editor-page',
  ['form', 'staff', 'staffContent'],
);
export const articleListPage = page(
  () => import('../pages/articles/article-list-page'),
  __PAGE_PATHS__ && 'articles/article-list-page',
  ['articles', 'content'],
);
export const articlePage = page(
  () => import('../pages/articles/article-page'),
  __PAGE_PATHS__ && 'articles/article-page',
  ['articles', 'content'],
);
export const successStoriesPage = page(
  () => import('../pages/articles/success-stories-page'),
  __PAGE_PATHS__ && 'articles/success-stories-page',
  ['articles', 'content'],
);
export const successStoryPage = page(
  () => import('../pages/articles/success-story-page'),
  __PAGE_PATHS__ && 'articles/success-story-page',
  ['articles', 'content'],
);
export const academyPage = page(
  () => import('../pages/academy/academy-page'),
  __PAGE_PATHS__ && 'academy/academy-page',
  ['academy', 'academyCatalog'],
);
export const courseListPage = page(
  () => import('../pages/academy/course-list-page'),
  __PAGE_PATHS__ && 'academy/course-list-page',
  ['academy', 'academyCatalog'],
);
export const courseDetailPage = page(
  () => import('../pages/academy/course-page'),
  __PAGE_PATHS__ && 'academy/course-page',
  ['academy', 'academyCourse'],
);
export const lessonPage = page(
  () => import('../pages/academy/lesson-page'),
  __PAGE_PATHS__ && 'academy/lesson-page',
  ['academy'],
);
export const quizPage = page(
  () => import('../pages/academy/quiz-page'),
  __PAGE_PATHS__ && 'academy/quiz-page',
  ['academy', 'academyQuiz'],
);
export const certificateRequestPage = page(
  () => import('../pages/academy/certificate-request-page'),
  __PAGE_PATHS__ && 'academy/certificate-request-page',
  ['certificates', 'form', 'profile'],
);
export const verifyPage = page(
  () => import('../pages/academy/verify-page'),
  __PAGE_PATHS__ && 'academy/verify-page',
  ['certificates', 'form'],
);
export const staffCertificatesPage = page(
  () => import('../pages/staff/certificates-page'),
  __PAGE_PATHS__ && 'staff/certificates-page',
  ['certificates', 'form', 'staff'],
);
export const expertRequestsPage = page(
  () => import('../pages/experts/expert-requests-page'),
  __PAGE_PATHS__ && 'experts/expert-requests-page',
  ['expertContactLater', 'form'],
);
export const expertPage = page(
  () => import('../pages/experts/expert-page'),
  __PAGE_PATHS__ && 'experts/expert-page',
  ['experts', 'expertsHome'],
);
export const expertListPage = page(
  () => import('../pages/experts/expert-list-page'),
  __PAGE_PATHS__ && 'experts/expert-list-page',
  ['experts', 'expertsList'],
);
export const expertProfilePage = page(
  () => import('../pages/experts/expert-profile-page'),
  __PAGE_PATHS__ && 'experts/expert-profile-page',
  ['expertContact', 'experts'],
  ['expertContactLater', 'form'],
);
export const expertApplyPage = page(
  () => import('../pages/experts/apply-page'),
  __PAGE_PATHS__ && 'experts/apply-page',
  ['expertApply', 'expertVocabulary', 'form', 'profile', 'staffExperts'],
);
export const expertMyProfilePage = page(
  () => import('../pages/experts/my-profile-page'),
  __PAGE_PATHS__ && 'experts/my-profile-page',
  ['expertApply', 'expertVocabulary', 'form', 'profile', 'staffExperts'],
);
export const staffExpertApplicationsPage = page(
  () => import('../pages/staff/expert-applications-page'),
  __PAGE_PATHS__ && 'staff/expert-applications-page',
  ['expertVocabulary', 'form', 'staff', 'staffExperts'],
);
export const staffExpertApplicationPage = page(
  () => import('../pages/staff/expert-application-page'),
  __PAGE_PATHS__ && 'staff/expert-application-page',
  ['expertApply', 'expertVocabulary', 'form', 'staff', 'staffExperts'],
);

export const inventoriesPage = page(
  () => import('../pages/inventory/inventories-page'),
  __PAGE_PATHS__ && 'inventory/inventories-page',
  ['form', 'inventory', 'profile'],
);
export const inventoryPage = page(
  () => import('../pages/inventory/inventory-page'),
  __PAGE_PATHS__ && 'inventory/inventory-page',
  ['form', 'inventory', 'inventoryDashboard', 'inventoryReviewUi', 'number', 'profile'],
);
export const inventoryDataPage = page(
  () => import('../pages/inventory/inventory-data-page'),
  __PAGE_PATHS__ && 'inventory/inventory-data-page',
  ['form', 'inventory', 'inventoryData', 'inventoryReviewUi', 'number', 'profile'],
);
export const inventoryAuditPage = page(
  () => import('../pages/inventory/audit-page'),
  __PAGE_PATHS__ && 'inventory/audit-page',
  ['form', 'inventory', 'inventoryReviewUi', 'profile'],
);
export const facilitiesPage = page(
  () => import('../pages/inventory/facilities-page'),
  __PAGE_PATHS__ && 'inventory/facilities-page',
  ['form', 'inventory', 'profile', 'validation'],
);
