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

// The route table's own test reads the screen type from here.
export type { ScreenId } from './paths';

/** `real`: the screen is built. `building`: it renders the shared "This page is being built" page. */
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
  /**
   * A public page: the server renders it to HTML with its head (search engines, link previews, no JavaScript),
   * it is indexable and, without parameters, listed in the sitemap. Private pages are sent as the bare app.
   */
  ssr: boolean;
  /**
   * Routes of one group are one page for React: moving between them (a new article's `/new` becoming its `/{id}`
   * once saved) keeps the page and its machine instead of mounting a new one.
   */
  group?: string;
}

type RoutedScreen = keyof typeof paths;

const building = () => import('../pages/building/building-page');
const home = () => import('../pages/home/home-page');
const notFound = () => import('../pages/not-found/not-found-page');
const signUpPage = () => import('../pages/auth/sign-up/sign-up-page');
const thankYouPage = () => import('../pages/auth/thank-you/thank-you-page');
const activatePage = () => import('../pages/auth/activate/activate-page');
const passwordResetPage = () => import('../pages/auth/forgot-password/password-reset-page');
const signUpInvitationPage = () => import('../pages/auth/sign-up-invitation/sign-up-invitation-page');
const workspacePage = () => import('../pages/workspace/workspace-page');
const workspaceManagementPage = () => import('../pages/user/workspace-management/workspace-management-page');
const signInPage = () => import('../pages/auth/sign-in/sign-in-page');
const signInCallbackPage = () => import('../pages/auth/callback/callback-page');
const profilePage = () => import('../pages/user/profile-page');
const profileEditPage = () => import('../pages/user/profile-edit-page');
const aboutPage = () => import('../pages/about/about-page');
const solutionsPage = () => import('../pages/solutions/solutions-page');
const ghgServicePage = () => import('../pages/solutions/ghg-service-page');
const ghgInventoryPlatformPage = () => import('../pages/solutions/ghg-inventory-platform-page');
const productPage = () => import('../pages/solutions/product-page');
const esgReportingPage = () => import('../pages/solutions/esg-reporting-page');
const cbamReportingPage = () => import('../pages/solutions/cbam-reporting-page');
const legalCookiesPage = () => import('../pages/legal/cookies-page');
const legalTermsPage = () => import('../pages/legal/terms-page');
const legalPrivacyPage = () => import('../pages/legal/privacy-page');
const contactPage = () => import('../pages/contact/contact-page');
const contactThankYouPage = () => import('../pages/contact/contact-thank-you-page');
const pricingPage = () => import('../pages/pricing/pricing-page');
const ghgAssessmentPage = () => import('../pages/ghg-report/assessment-page');
const ghgReportPage = () => import('../pages/ghg-report/report-page');
const staffHomePage = () => import('../pages/staff/staff-home-page');
const staffContactRequestsPage = () => import('../pages/staff/contact-requests-page');
const staffContactRequestPage = () => import('../pages/staff/contact-request-page');
const staffContentListPage = () => import('../pages/staff/content-list-page');
const staffContentEditorPage = () => import('../pages/staff/content-editor-page');
const articleListPage = () => import('../pages/articles/article-list-page');
const articlePage = () => import('../pages/articles/article-page');
const successStoriesPage = () => import('../pages/articles/success-stories-page');
const successStoryPage = () => import('../pages/articles/success-story-page');

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
  'academy',
  'courseList',
  'legalCookies',
  'legalTerms',
  'legalPrivacy',
]);

const loaders = new Map<() => Promise<PageModule>, Pick<RouteEntry, 'load' | 'loaded'>>();

/** `load` that imports once and remembers the module (one per page module, whichever routes show it). */
function once(load: () => Promise<PageModule>): Pick<RouteEntry, 'load' | 'loaded'> {
  const known = loaders.get(load);
  if (known) return known;
  let module: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const entry: Pick<RouteEntry, 'load' | 'loaded'> = {
    load: () =>
      (pending ??= load().then(
        (loadedModule) => (module = loadedModule),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
  loaders.set(load, entry);
  return entry;
}

/** A built screen, at its path from paths.ts. */
function real(screen: RoutedScreen, load: RouteEntry['load'], origin: RouteOrigin = 'spec'): RouteEntry {
  return { screen, path: paths[screen], origin, status: 'real', ssr: SSR_SCREENS.has(screen), ...once(load) };
}

const buildingPage = once(building);

/** A screen that renders the shared "being built" page. */
function route(screen: RoutedScreen, origin: RouteOrigin = 'spec'): RouteEntry {
  return {
    screen,
    path: paths[screen],
    origin,
    status: 'building',
    ssr: SSR_SCREENS.has(screen),
    ...buildingPage,
  };
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
  route('expert'),
  route('expertList'),
  route('expertApply', 'implied'),
  route('academy'),
  route('courseList'),
  route('courseDetail'),
  route('lesson'),
  route('certificateRequest', 'implied'),
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
];

/** Anything that matches no route. */
export const notFoundRoute: RouteEntry = {
  screen: 'notFound',
  path: '*',
  origin: 'implied',
  status: 'real',
  ssr: false,
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
