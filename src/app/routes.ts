// The one route registry: every screen of the spec (section 2) and the screens its texts imply, as data.
// `status` says which screens are built for real and which render the shared "being built" page, so the README's
// route table can be generated from this file (see `routeTable()`).
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

/**
 * `real`: the screen is built. `building`: it would render the shared "This page is being built" page (since issue
 * 13 every screen of the spec is built, and none does).
 */
export type RouteStatus = 'real' | 'building';

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

/**
 * Every page module, lazily (Vite's glob import: one chunk per page). The key is the module's path, which the
 * server looks up in the build manifest to send the page's CSS and chunks with its HTML (server/ssr/route-assets.ts).
 */
const pageModules = globPages();

function globPages(): Record<string, (() => Promise<PageModule>) | undefined> {
  try {
    return import.meta.glob<PageModule>('../pages/**/*-page.tsx');
  } catch {
    // Outside Vite (Playwright's test files read this route table in Node): the table is there, no page loads.
    return {};
  }
}

/**
 * The page module `file` (under src/pages, without extension): its loader, its path from the repository root and the
 * dictionary namespaces it reads (src/i18n/<locale>/<namespace>/, loaded with it; checked against the code by
 * tests/unit/dictionary-namespaces.test.ts).
 */
function page(file: string, namespaces: Namespaces[] = []): PageSource {
  const module = `src/pages/${file}.tsx`;
  const load = pageModules[`../pages/${file}.tsx`];
  if (load) return { load, module, namespaces };
  if (Object.keys(pageModules).length > 0) throw new Error(`no page module ${module}`);
  return {
    load: () => Promise.reject(new Error(`${module} loads only in a Vite build`)),
    module,
    namespaces,
  };
}

interface PageSource {
  load: () => Promise<PageModule>;
  module: string;
  namespaces: Namespaces[];
}

const home = page('home/home-page', ['home']);
const notFound = page('not-found/not-found-page', []);
const signUpPage = page('auth/sign-up/sign-up-page', ['form', 'registration']);
const thankYouPage = page('auth/thank-you/thank-you-page', ['form', 'registration', 'success']);
const activatePage = page('auth/activate/activate-page', ['form', 'registration']);
const passwordResetPage = page('auth/forgot-password/password-reset-page', ['form', 'registration']);
const signUpInvitationPage = page('auth/sign-up-invitation/sign-up-invitation-page', [
  'form',
  'registration',
  'success',
  'workspace',
]);
const workspacePage = page('workspace/workspace-page', [
  'form',
  'registration',
  'success',
  'validation',
  'workspace',
]);
const workspaceManagementPage = page('user/workspace-management/workspace-management-page', [
  'errors',
  'form',
  'success',
  'workspace',
]);
const signInPage = page('auth/sign-in/sign-in-page', ['errors', 'form', 'signIn', 'validation']);
const signInCallbackPage = page('auth/callback/callback-page', ['signIn']);
const profilePage = page('user/profile-page', ['profile']);
const profileEditPage = page('user/profile-edit-page', ['form', 'profile', 'validation']);
const aboutPage = page('about/about-page', ['content']);
const solutionsPage = page('solutions/solutions-page', ['content']);
const ghgServicePage = page('solutions/ghg-service-page', ['content']);
const ghgInventoryPlatformPage = page('solutions/ghg-inventory-platform-page', ['content']);
const productPage = page('solutions/product-page', ['content']);
const esgReportingPage = page('solutions/esg-reporting-page', ['content']);
const cbamReportingPage = page('solutions/cbam-reporting-page', ['content']);
const legalCookiesPage = page('legal/cookies-page', ['content']);
const legalTermsPage = page('legal/terms-page', ['content']);
const legalPrivacyPage = page('legal/privacy-page', ['content']);
const contactPage = page('contact/contact-page', ['contact', 'form']);
const contactThankYouPage = page('contact/contact-thank-you-page', ['contact', 'success']);
const pricingPage = page('pricing/pricing-page', ['contact']);
const ghgAssessmentPage = page('ghg-report/assessment-page', ['form', 'ghg', 'number']);
const ghgReportPage = page('ghg-report/report-page', ['ghg', 'ghgResult']);
const staffHomePage = page('staff/staff-home-page', ['form', 'staff', 'staffContent', 'staffExperts']);
const staffContactRequestsPage = page('staff/contact-requests-page', ['form', 'staff']);
const staffContactRequestPage = page('staff/contact-request-page', ['form', 'staff']);
const staffContentListPage = page('staff/content-list-page', ['form', 'staff', 'staffContent']);
const staffContentEditorPage = page('staff/content-editor-page', ['form', 'staff', 'staffContent']);
const articleListPage = page('articles/article-list-page', ['articles', 'content']);
const articlePage = page('articles/article-page', ['articles', 'content']);
const successStoriesPage = page('articles/success-stories-page', ['articles', 'content']);
const successStoryPage = page('articles/success-story-page', ['articles', 'content']);
const academyPage = page('academy/academy-page', ['academy', 'academyCatalog']);
const courseListPage = page('academy/course-list-page', ['academy', 'academyCatalog']);
const courseDetailPage = page('academy/course-page', ['academy', 'academyCourse']);
const lessonPage = page('academy/lesson-page', ['academy']);
const quizPage = page('academy/quiz-page', ['academy', 'academyQuiz']);
const certificateRequestPage = page('academy/certificate-request-page', ['certificates', 'form', 'profile']);
const verifyPage = page('academy/verify-page', ['certificates', 'form']);
const staffCertificatesPage = page('staff/certificates-page', ['certificates', 'form', 'staff']);
const expertRequestsPage = page('experts/expert-requests-page', ['expertContact', 'form']);
const expertPage = page('experts/expert-page', ['experts']);
const expertListPage = page('experts/expert-list-page', ['experts']);
const expertProfilePage = page('experts/expert-profile-page', ['expertContact', 'experts', 'form']);
const expertApplyPage = page('experts/apply-page', [
  'expertApply',
  'expertVocabulary',
  'form',
  'profile',
  'staffExperts',
]);
const expertMyProfilePage = page('experts/my-profile-page', [
  'expertApply',
  'expertVocabulary',
  'form',
  'profile',
  'staffExperts',
]);
const staffExpertApplicationsPage = page('staff/expert-applications-page', [
  'expertVocabulary',
  'form',
  'staff',
  'staffExperts',
]);
const staffExpertApplicationPage = page('staff/expert-application-page', [
  'expertApply',
  'expertVocabulary',
  'form',
  'staff',
  'staffExperts',
]);

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

type Loading = Pick<RouteEntry, 'load' | 'loaded' | 'module' | 'namespaces'>;

const loaders = new Map<() => Promise<PageModule>, Loading>();

/** `load` that imports once and remembers the module (one per page module, whichever routes show it). */
function once({ load, module: source, namespaces }: PageSource): Loading {
  const known = loaders.get(load);
  if (known) return known;
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const entry: Loading = {
    module: source,
    namespaces,
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
  real('successStories', successStoriesPage),
  real('successStory', successStoryPage, 'implied'),
  real('expert', expertPage),
  real('expertList', expertListPage),
  real('expertApply', expertApplyPage, 'implied'),
  real('expertProfile', expertProfilePage, 'implied'),
  real('expertMyProfile', expertMyProfilePage, 'implied'),
  real('expertRequests', expertRequestsPage, 'implied'),
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
