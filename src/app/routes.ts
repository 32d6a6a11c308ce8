// The one route registry: every screen of the spec (section 2) and the screens its texts imply, as data.
// `status` says which screens are built for real and which render the shared "being built" page, so the README's
// route table can be generated from this file (see `routeTable()`).
//
// Paths use `:name` parameters, which may sit inside a segment (`...-khi-nha-kinh-:product.html`): wouter's default
// parser (regexparam) only knows whole-segment parameters and treats `.` as "any character", so the app's <Router>
// uses `parseRoutePath` below instead. Every page is loaded lazily (`load`), so each page is its own chunk.
import type { ComponentType } from 'react';
import type { Translation } from '../i18n/i18n-types';

export type ScreenId = keyof Translation['screens'];

/** `real`: the screen is built. `building`: it renders the shared "This page is being built" page. */
export type RouteStatus = 'real' | 'building';

/** `spec`: listed in spec section 2. `implied`: the spec's texts imply the screen but show no path; we chose it. */
export type RouteOrigin = 'spec' | 'implied';

export interface PageProps {
  screen: ScreenId;
  params: Record<string, string | undefined>;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface RouteEntry {
  screen: ScreenId;
  path: string;
  status: RouteStatus;
  origin: RouteOrigin;
  /** Loads the page's chunk. Kept as a plain function so this file stays data (no React at run time). */
  load: () => Promise<PageModule>;
}

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

function route(screen: ScreenId, path: string, origin: RouteOrigin = 'spec'): RouteEntry {
  return { screen, path, origin, status: 'building', load: building };
}

export const routes: readonly RouteEntry[] = [
  { screen: 'home', path: '/', origin: 'spec', status: 'real', load: home },
  { screen: 'about', path: '/ve-chung-toi', origin: 'spec', status: 'real', load: aboutPage },
  { screen: 'signIn', path: '/auth/sign-in', origin: 'spec', status: 'real', load: signInPage },
  {
    screen: 'signInCallback',
    path: '/auth/sign-in/callback',
    origin: 'spec',
    status: 'real',
    load: signInCallbackPage,
  },
  { screen: 'signUp', path: '/auth/sign-up', origin: 'spec', status: 'real', load: signUpPage },
  {
    screen: 'signUpInvitation',
    path: '/auth/sign-up-invitation',
    origin: 'spec',
    status: 'real',
    load: signUpInvitationPage,
  },
  { screen: 'signUpThankYou', path: '/auth/thank-you', origin: 'spec', status: 'real', load: thankYouPage },
  { screen: 'activate', path: '/auth/activate', origin: 'spec', status: 'real', load: activatePage },
  {
    screen: 'forgotPasswordRequest',
    path: '/auth/forgot-password-request',
    origin: 'spec',
    status: 'real',
    load: passwordResetPage,
  },
  {
    screen: 'forgotPassword',
    path: '/auth/forgot-password',
    origin: 'spec',
    status: 'real',
    load: passwordResetPage,
  },
  {
    screen: 'resetPassword',
    path: '/auth/reset-password',
    origin: 'spec',
    status: 'real',
    load: passwordResetPage,
  },
  { screen: 'contact', path: '/contact', origin: 'spec', status: 'real', load: contactPage },
  {
    screen: 'contactThankYou',
    path: '/contact/thank-you',
    origin: 'spec',
    status: 'real',
    load: contactThankYouPage,
  },
  { screen: 'workspace', path: '/work-space', origin: 'spec', status: 'real', load: workspacePage },
  { screen: 'profile', path: '/user/profile', origin: 'spec', status: 'real', load: profilePage },
  {
    screen: 'profileEdit',
    path: '/user/profile/edit',
    origin: 'implied',
    status: 'real',
    load: profileEditPage,
  },
  {
    screen: 'workspaceManagement',
    path: '/user/workspace-management',
    origin: 'spec',
    status: 'real',
    load: workspaceManagementPage,
  },
  route('article', '/article'),
  route('blog', '/article/blog'),
  { screen: 'solutions', path: '/solutions', origin: 'spec', status: 'real', load: solutionsPage },
  {
    screen: 'ghgService',
    path: '/solutions/ghg-service',
    origin: 'spec',
    status: 'real',
    load: ghgServicePage,
  },
  {
    screen: 'ghgInventoryPlatform',
    path: '/solutions/ghg-inventory-platform',
    origin: 'spec',
    status: 'real',
    load: ghgInventoryPlatformPage,
  },
  { screen: 'pricing', path: '/solutions/pricing', origin: 'spec', status: 'real', load: pricingPage },
  {
    screen: 'ghgInventoryProduct',
    path: '/solutions/dich-vu-kiem-ke-khi-nha-kinh-:product.html',
    origin: 'spec',
    status: 'real',
    load: productPage,
  },
  {
    screen: 'esgReporting',
    path: '/solutions/dich-vu-bao-cao-esg',
    origin: 'spec',
    status: 'real',
    load: esgReportingPage,
  },
  {
    screen: 'cbamReporting',
    path: '/solutions/dich-vu-bao-cao-cbam',
    origin: 'spec',
    status: 'real',
    load: cbamReportingPage,
  },
  {
    screen: 'ghgReportCountdown',
    path: '/ghg-report/count-down',
    origin: 'spec',
    status: 'real',
    load: ghgAssessmentPage,
  },
  {
    screen: 'ghgReportDetail',
    path: '/ghg-report/:id/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html',
    origin: 'spec',
    status: 'real',
    load: ghgReportPage,
  },
  {
    screen: 'ghgReportResult',
    path: '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh',
    origin: 'spec',
    status: 'real',
    load: ghgReportPage,
  },
  route('successStories', '/success-stories'),
  route('expert', '/expert'),
  route('expertList', '/expert/list-expert'),
  route('expertApply', '/expert/apply', 'implied'),
  route('academy', '/academy'),
  route('courseList', '/academy/course'),
  route('courseDetail', '/academy/course/:id/detail/:slug'),
  route('lesson', '/academy/course/:id/chapter/:chapterId/lesson/:lessonId/:slug'),
  route('certificateRequest', '/academy/course/:id/certificate', 'implied'),
  {
    screen: 'legalCookies',
    path: '/legal/cookies',
    origin: 'implied',
    status: 'real',
    load: legalCookiesPage,
  },
  { screen: 'legalTerms', path: '/legal/terms', origin: 'implied', status: 'real', load: legalTermsPage },
  {
    screen: 'legalPrivacy',
    path: '/legal/privacy',
    origin: 'implied',
    status: 'real',
    load: legalPrivacyPage,
  },
];

/** Anything that matches no route. */
export const notFoundRoute: RouteEntry = {
  screen: 'notFound',
  path: '*',
  origin: 'implied',
  status: 'real',
  load: notFound,
};

/** The fixed paths the shell links to (header, footer, 404 and "being built" pages). */
export const paths = {
  home: '/',
  about: '/ve-chung-toi',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  contact: '/contact',
  solutions: '/solutions',
  pricing: '/solutions/pricing',
  ghgService: '/solutions/ghg-service',
  ghgInventoryPlatform: '/solutions/ghg-inventory-platform',
  esgReporting: '/solutions/dich-vu-bao-cao-esg',
  cbamReporting: '/solutions/dich-vu-bao-cao-cbam',
  academy: '/academy',
  article: '/article',
  successStories: '/success-stories',
  expertList: '/expert/list-expert',
  expertApply: '/expert/apply',
  workspace: '/work-space',
  profile: '/user/profile',
  legalCookies: '/legal/cookies',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
} as const;

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
