// The one route registry: every screen of the spec (section 2) and the screens its texts imply, as data.
// Every screen is built (`status` is `real`); the README's route table can be generated from this file (see
// `routeTable()`).
//
// Paths use `:name` parameters, which may sit inside a segment (`...-khi-nha-kinh-:product.html`): wouter's default
// parser (regexparam) only knows whole-segment parameters and treats `.` as "any character", so the app's <Router>
// uses `parseRoutePath` below instead. Every page is loaded lazily (`load`, its loader in route-pages.ts), so each
// page is its own chunk. The paths themselves live in paths.ts, which pages and components read instead of this file
// (it imports every page).
import { paths, type ScreenId } from './paths';
import type { PageModule } from './page-props';
import type { Namespaces } from '../i18n/i18n-types';
import * as pages from './route-pages';
import type { PageSource } from './route-pages';
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
  real('home', pages.home),
  real('about', pages.aboutPage),
  real('signIn', pages.signInPage),
  real('signInCallback', pages.signInCallbackPage),
  real('signUp', pages.signUpPage),
  real('signUpInvitation', pages.signUpInvitationPage),
  real('signUpThankYou', pages.thankYouPage),
  real('activate', pages.activatePage),
  real('forgotPasswordRequest', pages.passwordResetPage),
  real('forgotPassword', pages.passwordResetPage),
  real('resetPassword', pages.passwordResetPage),
  real('contact', pages.contactPage),
  real('contactThankYou', pages.contactThankYouPage),
  real('workspace', pages.workspacePage),
  real('profile', pages.profilePage),
  real('profileEdit', pages.profileEditPage, 'implied'),
  real('workspaceManagement', pages.workspaceManagementPage),
  real('article', pages.articleListPage),
  real('blog', pages.articleListPage),
  real('articleDetail', pages.articlePage, 'implied'),
  real('solutions', pages.solutionsPage),
  real('ghgService', pages.ghgServicePage),
  real('ghgInventoryPlatform', pages.ghgInventoryPlatformPage),
  real('pricing', pages.pricingPage),
  real('ghgInventoryProduct', pages.productPage),
  real('esgReporting', pages.esgReportingPage),
  real('cbamReporting', pages.cbamReportingPage),
  real('ghgReportCountdown', pages.ghgAssessmentPage),
  real('ghgReportDetail', pages.ghgReportPage),
  real('ghgReportResult', pages.ghgReportPage),
  real('ghgReportShared', pages.ghgReportPage, 'implied'),
  real('successStories', pages.successStoriesPage),
  real('successStory', pages.successStoryPage, 'implied'),
  real('expert', pages.expertPage),
  real('expertList', pages.expertListPage),
  real('expertApply', pages.expertApplyPage, 'implied'),
  real('expertProfile', pages.expertProfilePage, 'implied'),
  real('expertMyProfile', pages.expertMyProfilePage, 'implied'),
  real('expertRequests', pages.expertRequestsPage, 'implied'),
  real('inventories', pages.inventoriesPage, 'implied'),
  real('inventory', pages.inventoryPage, 'implied'),
  real('inventoryData', pages.inventoryDataPage, 'implied'),
  real('inventoryAudit', pages.inventoryAuditPage, 'implied'),
  real('facilities', pages.facilitiesPage, 'implied'),
  real('academy', pages.academyPage),
  real('courseList', pages.courseListPage),
  real('courseDetail', pages.courseDetailPage),
  real('lesson', pages.lessonPage),
  real('certificateRequest', pages.certificateRequestPage, 'implied'),
  real('quiz', pages.quizPage, 'implied'),
  real('verifyLookup', pages.verifyPage, 'implied'),
  real('verify', pages.verifyPage, 'implied'),
  real('legalCookies', pages.legalCookiesPage, 'implied'),
  real('legalTerms', pages.legalTermsPage, 'implied'),
  real('legalPrivacy', pages.legalPrivacyPage, 'implied'),
  real('staff', pages.staffHomePage, 'implied'),
  real('staffContactRequests', pages.staffContactRequestsPage, 'implied'),
  real('staffContactRequest', pages.staffContactRequestPage, 'implied'),
  real('staffArticles', pages.staffContentListPage, 'implied'),
  // `new` before `:id`: the first route that matches wins.
  { ...real('staffArticleNew', pages.staffContentEditorPage, 'implied'), group: 'staffArticleEditor' },
  { ...real('staffArticle', pages.staffContentEditorPage, 'implied'), group: 'staffArticleEditor' },
  real('staffStories', pages.staffContentListPage, 'implied'),
  { ...real('staffStoryNew', pages.staffContentEditorPage, 'implied'), group: 'staffStoryEditor' },
  { ...real('staffStory', pages.staffContentEditorPage, 'implied'), group: 'staffStoryEditor' },
  real('staffCertificates', pages.staffCertificatesPage, 'implied'),
  real('staffExpertApplications', pages.staffExpertApplicationsPage, 'implied'),
  real('staffExpertApplication', pages.staffExpertApplicationPage, 'implied'),
];

/** Anything that matches no route. */
export const notFoundRoute: RouteEntry = {
  screen: 'notFound',
  path: '*',
  origin: 'implied',
  status: 'real',
  ssr: false,
  indexable: false,
  ...once(pages.notFound),
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
