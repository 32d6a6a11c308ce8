// The one route registry: every screen of the spec (section 2) and the screens its texts imply, as data.
// Every screen is built (`status` is `real`); the README's route table can be generated from this file (see
// `routeTable()`).
//
// Paths use `:name` parameters, which may sit inside a segment (`...-khi-nha-kinh-:product.html`): wouter's default
// parser (regexparam) only knows whole-segment parameters and treats `.` as "any character", so the app's <Router>
// uses `parseRoutePath` below instead. Every page is loaded lazily (`load`), so each page is its own chunk. The paths
// themselves live in paths.ts, which pages and components read instead of this file (it imports every page).
import { paths, type ScreenId } from './paths';
import type { PageModule } from './page-props';
import type { Namespaces } from '../i18n/i18n-types';
import { hasNamespaces, loadDictionary } from './dictionary';
import { currentLocale } from './locale';

// The route table's own test reads the screen type from here.
export type { ScreenId } from './paths';

/** `real`: the screen is built (every screen is since issue 13; a new screen lands with its page). */
export type RouteStatus = 'real';

/** `spec`: listed in spec section 2. `implied`: the spec's texts imply the screen but show no path; we chose it. */
export type RouteOrigin = 'spec' | 'implied';

export interface RouteEntry {
  screen: ScreenId;
  path: string;
  status: RouteStatus;
  origin: RouteOrigin;
  /** Loads the page's chunk (once; later calls answer the same module). Plain data: no React at run time. */
  load: () => Promise<PageModule>;
  /** The page's module once `load` has answered: lets the app render it without suspending (hydration). */
  loaded: () => PageModule | undefined;
  /** The page module's path from the repository root (its key in the build manifest). */
  module: string;
  /** The dictionary namespaces the page reads: `load` loads them (in the current language) with the module. */
  namespaces: readonly Namespaces[];
  /**
   * The namespaces only the page's later parts read (its lazily loaded steps, panels, the part shown once its data
   * has come: src/app/later-part.tsx): not in the first load; each later part loads them with its code and waits
   * for them (the page warms them when it knows they will be needed). Checked against the code by
   * tests/unit/dictionary-namespaces.test.ts.
   */
  later: readonly Namespaces[];
  /**
   * A public page: the server renders it to HTML with its head (search engines, link previews, no JavaScript),
   * it is indexable and, without parameters, listed in the sitemap. Private pages are sent as the bare app.
   */
  ssr: boolean;
  /** Search engines may list it (and the sitemap does): a server-rendered page that is not a sign-in step. */
  indexable: boolean;
  /**
   * Routes of one group are one page for React: moving between them (a new article's `/new` becoming its `/{id}`
   * once saved) keeps the page and its machine instead of mounting a new one.
   */
  group?: string;
}

type RoutedScreen = keyof typeof paths;

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

interface PageSource {
  load: () => Promise<PageModule>;
  module: string;
  namespaces: Namespaces[];
  later: Namespaces[];
}

const home = page(() => import('../pages/home/home-page'), __PAGE_PATHS__ && 'home/home-page', ['home']);
const notFound = page(
  () => import('../pages/not-found/not-found-page'),
  __PAGE_PATHS__ && 'not-found/not-found-page',
  [],
);
const signUpPage = page(
  () => import('../pages/auth/sign-up/sign-up-page'),
  __PAGE_PATHS__ && 'auth/sign-up/sign-up-page',
  ['form', 'registration'],
);
const thankYouPage = page(
  () => import('../pages/auth/thank-you/thank-you-page'),
  __PAGE_PATHS__ && 'auth/thank-you/thank-you-page',
  ['form', 'registration', 'success'],
);
const activatePage = page(
  () => import('../pages/auth/activate/activate-page'),
  __PAGE_PATHS__ && 'auth/activate/activate-page',
  ['form', 'registration'],
);
const passwordResetPage = page(
  () => import('../pages/auth/forgot-password/password-reset-page'),
  __PAGE_PATHS__ && 'auth/forgot-password/password-reset-page',
  ['form', 'registration'],
);
const signUpInvitationPage = page(
  () => import('../pages/auth/sign-up-invitation/sign-up-invitation-page'),
  __PAGE_PATHS__ && 'auth/sign-up-invitation/sign-up-invitation-page',
  ['form', 'registration', 'success', 'workspace'],
);
const workspacePage = page(
  () => import('../pages/workspace/workspace-page'),
  __PAGE_PATHS__ && 'workspace/workspace-page',
  ['form', 'registration', 'success', 'validation', 'inventoryDashboard', 'workspace'],
);
const workspaceManagementPage = page(
  () => import('../pages/user/workspace-management/workspace-management-page'),
  __PAGE_PATHS__ && 'user/workspace-management/workspace-management-page',
  ['errors', 'form', 'success', 'workspace'],
);
const signInPage = page(
  () => import('../pages/auth/sign-in/sign-in-page'),
  __PAGE_PATHS__ && 'auth/sign-in/sign-in-page',
  ['errors', 'form', 'signIn', 'validation'],
);
const signInCallbackPage = page(
  () => import('../pages/auth/callback/callback-page'),
  __PAGE_PATHS__ && 'auth/callback/callback-page',
  ['signIn'],
);
const profilePage = page(() => import('../pages/user/profile-page'), __PAGE_PATHS__ && 'user/profile-page', [
  'profile',
]);
const profileEditPage = page(
  () => import('../pages/user/profile-edit-page'),
  __PAGE_PATHS__ && 'user/profile-edit-page',
  ['form', 'profile', 'validation'],
);
const aboutPage = page(() => import('../pages/about/about-page'), __PAGE_PATHS__ && 'about/about-page', [
  'content',
]);
const solutionsPage = page(
  () => import('../pages/solutions/solutions-page'),
  __PAGE_PATHS__ && 'solutions/solutions-page',
  ['content'],
);
const ghgServicePage = page(
  () => import('../pages/solutions/ghg-service-page'),
  __PAGE_PATHS__ && 'solutions/ghg-service-page',
  ['content'],
);
const ghgInventoryPlatformPage = page(
  () => import('../pages/solutions/ghg-inventory-platform-page'),
  __PAGE_PATHS__ && 'solutions/ghg-inventory-platform-page',
  ['content'],
);
const productPage = page(
  () => import('../pages/solutions/product-page'),
  __PAGE_PATHS__ && 'solutions/product-page',
  ['content'],
);
const esgReportingPage = page(
  () => import('../pages/solutions/esg-reporting-page'),
  __PAGE_PATHS__ && 'solutions/esg-reporting-page',
  ['content'],
);
const cbamReportingPage = page(
  () => import('../pages/solutions/cbam-reporting-page'),
  __PAGE_PATHS__ && 'solutions/cbam-reporting-page',
  ['content'],
);
const legalCookiesPage = page(
  () => import('../pages/legal/cookies-page'),
  __PAGE_PATHS__ && 'legal/cookies-page',
  ['content'],
);
const legalTermsPage = page(() => import('../pages/legal/terms-page'), __PAGE_PATHS__ && 'legal/terms-page', [
  'content',
]);
const legalPrivacyPage = page(
  () => import('../pages/legal/privacy-page'),
  __PAGE_PATHS__ && 'legal/privacy-page',
  ['content'],
);
const contactPage = page(
  () => import('../pages/contact/contact-page'),
  __PAGE_PATHS__ && 'contact/contact-page',
  ['contact', 'form'],
);
const contactThankYouPage = page(
  () => import('../pages/contact/contact-thank-you-page'),
  __PAGE_PATHS__ && 'contact/contact-thank-you-page',
  ['contact', 'success'],
);
const pricingPage = page(
  () => import('../pages/pricing/pricing-page'),
  __PAGE_PATHS__ && 'pricing/pricing-page',
  ['contact'],
);
const ghgAssessmentPage = page(
  () => import('../pages/ghg-report/assessment-page'),
  __PAGE_PATHS__ && 'ghg-report/assessment-page',
  ['form', 'ghg'],
  ['ghgLater', 'number'],
);
const ghgReportPage = page(
  () => import('../pages/ghg-report/report-page'),
  __PAGE_PATHS__ && 'ghg-report/report-page',
  ['ghgResult'],
  ['ghgLater', 'ghgReportChart'],
);
const staffHomePage = page(
  () => import('../pages/staff/staff-home-page'),
  __PAGE_PATHS__ && 'staff/staff-home-page',
  ['form', 'staff', 'staffContent', 'staffExperts'],
);
const staffContactRequestsPage = page(
  () => import('../pages/staff/contact-requests-page'),
  __PAGE_PATHS__ && 'staff/contact-requests-page',
  ['form', 'staff'],
);
const staffContactRequestPage = page(
  () => import('../pages/staff/contact-request-page'),
  __PAGE_PATHS__ && 'staff/contact-request-page',
  ['form', 'staff'],
);
const staffContentListPage = page(
  () => import('../pages/staff/content-list-page'),
  __PAGE_PATHS__ && 'staff/content-list-page',
  ['form', 'staff', 'staffContent'],
);
const staffContentEditorPage = page(
  () => import('../pages/staff/content-editor-page'),
  __PAGE_PATHS__ && 'staff/content-editor-page',
  ['form', 'staff', 'staffContent'],
);
const articleListPage = page(
  () => import('../pages/articles/article-list-page'),
  __PAGE_PATHS__ && 'articles/article-list-page',
  ['articles', 'content'],
);
const articlePage = page(
  () => import('../pages/articles/article-page'),
  __PAGE_PATHS__ && 'articles/article-page',
  ['articles', 'content'],
);
const successStoriesPage = page(
  () => import('../pages/articles/success-stories-page'),
  __PAGE_PATHS__ && 'articles/success-stories-page',
  ['articles', 'content'],
);
const successStoryPage = page(
  () => import('../pages/articles/success-story-page'),
  __PAGE_PATHS__ && 'articles/success-story-page',
  ['articles', 'content'],
);
const academyPage = page(
  () => import('../pages/academy/academy-page'),
  __PAGE_PATHS__ && 'academy/academy-page',
  ['academy', 'academyCatalog'],
);
const courseListPage = page(
  () => import('../pages/academy/course-list-page'),
  __PAGE_PATHS__ && 'academy/course-list-page',
  ['academy', 'academyCatalog'],
);
const courseDetailPage = page(
  () => import('../pages/academy/course-page'),
  __PAGE_PATHS__ && 'academy/course-page',
  ['academy', 'academyCourse'],
);
const lessonPage = page(
  () => import('../pages/academy/lesson-page'),
  __PAGE_PATHS__ && 'academy/lesson-page',
  ['academy'],
);
const quizPage = page(() => import('../pages/academy/quiz-page'), __PAGE_PATHS__ && 'academy/quiz-page', [
  'academy',
  'academyQuiz',
]);
const certificateRequestPage = page(
  () => import('../pages/academy/certificate-request-page'),
  __PAGE_PATHS__ && 'academy/certificate-request-page',
  ['certificates', 'form', 'profile'],
);
const verifyPage = page(
  () => import('../pages/academy/verify-page'),
  __PAGE_PATHS__ && 'academy/verify-page',
  ['certificates', 'form'],
);
const staffCertificatesPage = page(
  () => import('../pages/staff/certificates-page'),
  __PAGE_PATHS__ && 'staff/certificates-page',
  ['certificates', 'form', 'staff'],
);
const expertRequestsPage = page(
  () => import('../pages/experts/expert-requests-page'),
  __PAGE_PATHS__ && 'experts/expert-requests-page',
  ['expertContactLater', 'form'],
);
const expertPage = page(
  () => import('../pages/experts/expert-page'),
  __PAGE_PATHS__ && 'experts/expert-page',
  ['experts', 'expertsHome'],
);
const expertListPage = page(
  () => import('../pages/experts/expert-list-page'),
  __PAGE_PATHS__ && 'experts/expert-list-page',
  ['experts', 'expertsList'],
);
const expertProfilePage = page(
  () => import('../pages/experts/expert-profile-page'),
  __PAGE_PATHS__ && 'experts/expert-profile-page',
  ['expertContact', 'experts'],
  ['expertContactLater', 'form'],
);
const expertApplyPage = page(
  () => import('../pages/experts/apply-page'),
  __PAGE_PATHS__ && 'experts/apply-page',
  ['expertApply', 'expertVocabulary', 'form', 'profile', 'staffExperts'],
);
const expertMyProfilePage = page(
  () => import('../pages/experts/my-profile-page'),
  __PAGE_PATHS__ && 'experts/my-profile-page',
  ['expertApply', 'expertVocabulary', 'form', 'profile', 'staffExperts'],
);
const staffExpertApplicationsPage = page(
  () => import('../pages/staff/expert-applications-page'),
  __PAGE_PATHS__ && 'staff/expert-applications-page',
  ['expertVocabulary', 'form', 'staff', 'staffExperts'],
);
const staffExpertApplicationPage = page(
  () => import('../pages/staff/expert-application-page'),
  __PAGE_PATHS__ && 'staff/expert-application-page',
  ['expertApply', 'expertVocabulary', 'form', 'staff', 'staffExperts'],
);

const inventoriesPage = page(
  () => import('../pages/inventory/inventories-page'),
  __PAGE_PATHS__ && 'inventory/inventories-page',
  ['form', 'inventory', 'profile'],
);
const inventoryPage = page(
  () => import('../pages/inventory/inventory-page'),
  __PAGE_PATHS__ && 'inventory/inventory-page',
  ['form', 'inventory', 'inventoryDashboard', 'inventoryReviewUi', 'number', 'profile'],
);
const inventoryDataPage = page(
  () => import('../pages/inventory/inventory-data-page'),
  __PAGE_PATHS__ && 'inventory/inventory-data-page',
  ['form', 'inventory', 'inventoryData', 'inventoryReviewUi', 'number', 'profile'],
);
const inventoryAuditPage = page(
  () => import('../pages/inventory/audit-page'),
  __PAGE_PATHS__ && 'inventory/audit-page',
  ['form', 'inventory', 'inventoryReviewUi', 'profile'],
);
const facilitiesPage = page(
  () => import('../pages/inventory/facilities-page'),
  __PAGE_PATHS__ && 'inventory/facilities-page',
  ['form', 'inventory', 'profile', 'validation'],
);

/** The screens the server renders (public pages); everything else is private or transient. */
const SSR_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'home',
  'about',
  'contact',
  'article',
  'blog',
  'articleDetail',
  'solutions',
  'ghgService',
  'ghgInventoryPlatform',
  'pricing',
  'ghgInventoryProduct',
  'esgReporting',
  'cbamReporting',
  'ghgReportCountdown',
  'successStories',
  'successStory',
  'expert',
  'expertList',
  'expertProfile',
  'academy',
  'courseList',
  'courseDetail',
  'lesson',
  'legalCookies',
  'legalTerms',
  'legalPrivacy',
  // Rendered on the server for speed (its heading and form paint before any script runs), not listed: a sign-in
  // page has nothing to find.
  'signIn',
]);

/** Server-rendered screens that search engines are asked not to list (and the sitemap leaves out). */
const UNLISTED_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['signIn']);

function rendering(screen: ScreenId): Pick<RouteEntry, 'ssr' | 'indexable'> {
  const ssr = SSR_SCREENS.has(screen);
  return { ssr, indexable: ssr && !UNLISTED_SCREENS.has(screen) };
}

type Loading = Pick<RouteEntry, 'load' | 'loaded' | 'module' | 'namespaces' | 'later'>;

const loaders = new Map<() => Promise<PageModule>, Loading>();

/** `load` that imports once and remembers the module (one per page module, whichever routes show it). */
function once({ load, module: source, namespaces, later }: PageSource): Loading {
  const known = loaders.get(load);
  if (known) return known;
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const entry: Loading = {
    module: source,
    namespaces,
    later,
    // The module once; the namespaces on every call, in the language of the moment (loaded ones answer at once).
    load: () =>
      Promise.all([
        (pending ??= load().then(
          (loadedModule) => (module = loadedModule),
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        )),
        loadDictionary(currentLocale(), namespaces),
      ]).then(([loadedModule]) => loadedModule),
    loaded: () => (module && hasNamespaces(currentLocale(), namespaces) ? module : undefined),
  };
  loaders.set(load, entry);
  return entry;
}

/** A built screen, at its path from paths.ts. */
function real(screen: RoutedScreen, load: PageSource, origin: RouteOrigin = 'spec'): RouteEntry {
  return { screen, path: paths[screen], origin, status: 'real', ...rendering(screen), ...once(load) };
}

// In matching order: the first route whose path matches wins.
export const routes: readonly RouteEntry[] = [
  real('home', home),
  real('about', aboutPage),
  real('signIn', signInPage),
  real('signInCallback', signInCallbackPage),
  real('signUp', signUpPage),
  real('signUpInvitation', signUpInvitationPage),
  real('signUpThankYou', thankYouPage),
  real('activate', activatePage),
  real('forgotPasswordRequest', passwordResetPage),
  real('forgotPassword', passwordResetPage),
  real('resetPassword', passwordResetPage),
  real('contact', contactPage),
  real('contactThankYou', contactThankYouPage),
  real('workspace', workspacePage),
  real('profile', profilePage),
  real('profileEdit', profileEditPage, 'implied'),
  real('workspaceManagement', workspaceManagementPage),
  real('article', articleListPage),
  real('blog', articleListPage),
  real('articleDetail', articlePage, 'implied'),
  real('solutions', solutionsPage),
  real('ghgService', ghgServicePage),
  real('ghgInventoryPlatform', ghgInventoryPlatformPage),
  real('pricing', pricingPage),
  real('ghgInventoryProduct', productPage),
  real('esgReporting', esgReportingPage),
  real('cbamReporting', cbamReportingPage),
  real('ghgReportCountdown', ghgAssessmentPage),
  real('ghgReportDetail', ghgReportPage),
  real('ghgReportResult', ghgReportPage),
  real('ghgReportShared', ghgReportPage, 'implied'),
  real('successStories', successStoriesPage),
  real('successStory', successStoryPage, 'implied'),
  real('expert', expertPage),
  real('expertList', expertListPage),
  real('expertApply', expertApplyPage, 'implied'),
  real('expertProfile', expertProfilePage, 'implied'),
  real('expertMyProfile', expertMyProfilePage, 'implied'),
  real('expertRequests', expertRequestsPage, 'implied'),
  real('inventories', inventoriesPage, 'implied'),
  real('inventory', inventoryPage, 'implied'),
  real('inventoryData', inventoryDataPage, 'implied'),
  real('inventoryAudit', inventoryAuditPage, 'implied'),
  real('facilities', facilitiesPage, 'implied'),
  real('academy', academyPage),
  real('courseList', courseListPage),
  real('courseDetail', courseDetailPage),
  real('lesson', lessonPage),
  real('certificateRequest', certificateRequestPage, 'implied'),
  real('quiz', quizPage, 'implied'),
  real('verifyLookup', verifyPage, 'implied'),
  real('verify', verifyPage, 'implied'),
  real('legalCookies', legalCookiesPage, 'implied'),
  real('legalTerms', legalTermsPage, 'implied'),
  real('legalPrivacy', legalPrivacyPage, 'implied'),
  real('staff', staffHomePage, 'implied'),
  real('staffContactRequests', staffContactRequestsPage, 'implied'),
  real('staffContactRequest', staffContactRequestPage, 'implied'),
  real('staffArticles', staffContentListPage, 'implied'),
  // `new` before `:id`: the first route that matches wins.
  { ...real('staffArticleNew', staffContentEditorPage, 'implied'), group: 'staffArticleEditor' },
  { ...real('staffArticle', staffContentEditorPage, 'implied'), group: 'staffArticleEditor' },
  real('staffStories', staffContentListPage, 'implied'),
  { ...real('staffStoryNew', staffContentEditorPage, 'implied'), group: 'staffStoryEditor' },
  { ...real('staffStory', staffContentEditorPage, 'implied'), group: 'staffStoryEditor' },
  real('staffCertificates', staffCertificatesPage, 'implied'),
  real('staffExpertApplications', staffExpertApplicationsPage, 'implied'),
  real('staffExpertApplication', staffExpertApplicationPage, 'implied'),
];

/** Anything that matches no route. */
export const notFoundRoute: RouteEntry = {
  screen: 'notFound',
  path: '*',
  origin: 'implied',
  status: 'real',
  ssr: false,
  indexable: false,
  ...once(notFound),
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * wouter parser: `:name` is a parameter (one or more characters other than `/`) wherever it appears, `*` matches
 * anything (wouter asks for `*` for a <Route> without path), everything else is literal. Same shape as regexparam's
 * result, so it plugs into `<Router parser={parseRoutePath}>`.
 */
export function parseRoutePath(path: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((part) => {
      if (part === '*') {
        keys.push('*');
        return '(.*)';
      }
      if (/^:[A-Za-z_]\w*$/.test(part)) {
        keys.push(part.slice(1));
        return '([^/]+?)';
      }
      return escapeRegExp(part);
    })
    .join('')
    .replace(/\/$/, '');
  return { keys, pattern: new RegExp(`^${source}${loose ? '(?=$|/)' : '/?$'}`, 'i') };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const compiled = routes.map((entry) => ({ entry, ...parseRoutePath(entry.path) }));

/** The route a pathname shows, with its parameters (the 404 route when nothing matches). */
export function findRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } {
  for (const { entry, pattern, keys } of compiled) {
    const match = pattern.exec(pathname);
    if (match) {
      const params: Record<string, string> = {};
      keys.forEach((key, index) => (params[key] = safeDecode(match[index + 1])));
      return { route: entry, params };
    }
  }
  return { route: notFoundRoute, params: {} };
}

/** Rows for the README's route table. */
export function routeTable(): Array<Pick<RouteEntry, 'screen' | 'path' | 'status' | 'origin'>> {
  return [...routes, notFoundRoute].map(({ screen, path, status, origin }) => ({
    screen,
    path,
    status,
    origin,
  }));
}
