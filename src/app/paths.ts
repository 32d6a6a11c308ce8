// Every route path of the app, by screen, and the builders of links with parameters or a query: the one place a
// URL is spelled. The spec fixes these URLs (its misspellings included), so none of them may change.
//
// A leaf on purpose: it imports no page and nothing that imports pages, so pages, components, the wiring and the
// route table (routes.ts, which builds on it and loads the pages) all read it without an import cycle.
import type { Translation } from '../i18n/i18n-types';

export type ScreenId = keyof Translation['screens'];

/** The path of every screen, `:name` being a parameter (see `parseRoutePath`); the 404 matches anything. */
export const paths = {
  home: '/',
  about: '/ve-chung-toi',
  signIn: '/auth/sign-in',
  signInCallback: '/auth/sign-in/callback',
  signUp: '/auth/sign-up',
  signUpInvitation: '/auth/sign-up-invitation',
  signUpThankYou: '/auth/thank-you',
  activate: '/auth/activate',
  forgotPasswordRequest: '/auth/forgot-password-request',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  contact: '/contact',
  contactThankYou: '/contact/thank-you',
  workspace: '/work-space',
  profile: '/user/profile',
  profileEdit: '/user/profile/edit',
  workspaceManagement: '/user/workspace-management',
  article: '/article',
  blog: '/article/blog',
  articleDetail: '/article/:slug',
  solutions: '/solutions',
  ghgService: '/solutions/ghg-service',
  ghgInventoryPlatform: '/solutions/ghg-inventory-platform',
  pricing: '/solutions/pricing',
  ghgInventoryProduct: '/solutions/dich-vu-kiem-ke-khi-nha-kinh-:product.html',
  esgReporting: '/solutions/dich-vu-bao-cao-esg',
  cbamReporting: '/solutions/dich-vu-bao-cao-cbam',
  ghgReportCountdown: '/ghg-report/count-down',
  ghgReportDetail: '/ghg-report/:id/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html',
  ghgReportResult: '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh',
  ghgReportShared: '/ghg-report/shared/:token',
  successStories: '/success-stories',
  successStory: '/success-stories/:slug',
  expert: '/expert',
  expertList: '/expert/list-expert',
  expertApply: '/expert/apply',
  expertProfile: '/expert/profile/:slug',
  expertMyProfile: '/expert/my-profile',
  expertRequests: '/work-space/expert-requests',
  inventories: '/work-space/inventories',
  inventory: '/work-space/inventories/:id',
  inventoryData: '/work-space/inventories/:id/data',
  inventoryAudit: '/work-space/inventories/:id/audit',
  facilities: '/work-space/facilities',
  academy: '/academy',
  courseList: '/academy/course',
  courseDetail: '/academy/course/:id/detail/:slug',
  lesson: '/academy/course/:id/chapter/:chapterId/lesson/:lessonId/:slug',
  certificateRequest: '/academy/course/:id/certificate',
  quiz: '/academy/course/:id/chapter/:chapterId/quiz',
  verifyLookup: '/verify',
  verify: '/verify/:code',
  legalCookies: '/legal/cookies',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
  staff: '/staff',
  staffContactRequests: '/staff/contact-requests',
  staffContactRequest: '/staff/contact-requests/:id',
  staffArticles: '/staff/articles',
  staffArticleNew: '/staff/articles/new',
  staffArticle: '/staff/articles/:id',
  staffStories: '/staff/success-stories',
  staffStoryNew: '/staff/success-stories/new',
  staffStory: '/staff/success-stories/:id',
  staffCertificates: '/staff/certificates',
  staffExpertApplications: '/staff/expert-applications',
  staffExpertApplication: '/staff/expert-applications/:id',
} as const satisfies Record<Exclude<ScreenId, 'notFound'>, string>;

/** A path with its `:name` parameters filled in (each encoded as one path segment). */
function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withQuery(path: string, name: string, value: string): string {
  return `${path}?${name}=${encodeURIComponent(value)}`;
}

/** One article's page (`blog` is taken by the blog list, so no article has that slug). */
export function articlePath(slug: string): string {
  return fill(paths.articleDetail, { slug });
}

/** One success story's page. */
export function successStoryPath(slug: string): string {
  return fill(paths.successStory, { slug });
}

/** The inventory service page of one sector (`thep`, `xi-mang`, ...). */
export function productPath(product: string): string {
  return fill(paths.ghgInventoryProduct, { product });
}

/** The shareable page of one GHG emission-risk report. */
export function ghgReportDetailPath(id: string): string {
  return fill(paths.ghgReportDetail, { id });
}

/** The public page of a workspace's report through its share link. */
export function ghgReportSharedPath(token: string): string {
  return fill(paths.ghgReportShared, { token });
}

/** The result page of a new report: `?id=` (so the link works in another browser too). */
export function ghgReportResultPath(id: string): string {
  return withQuery(paths.ghgReportResult, 'id', id);
}

/** The sign-in URL that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return withQuery(paths.signIn, 'next', path);
}

/** The page where the e-mailed reset code is typed, for `email`. */
export function forgotPasswordPathFor(email: string): string {
  return withQuery(paths.forgotPassword, 'email', email);
}

/** The workspace home opened on one space ("Go to Tenant"). */
export function workspacePathFor(spaceId: string): string {
  return withQuery(paths.workspace, 'space', spaceId);
}

/** The certificate request page of a course. */
/** One inventory's boundary page, in a workspace (`?space=`) when one is named. */
export function inventoryPath(id: string, spaceId: string | null = null): string {
  const path = fill(paths.inventory, { id });
  return spaceId ? withQuery(path, 'space', spaceId) : path;
}

/** One inventory's activity-data page, in a workspace (`?space=`) when one is named. */
export function inventoryDataPath(id: string, spaceId: string | null = null): string {
  const path = fill(paths.inventoryData, { id });
  return spaceId ? withQuery(path, 'space', spaceId) : path;
}

/** One inventory's audit trail, in a workspace (`?space=`) when one is named. */
export function inventoryAuditPath(id: string, spaceId: string | null = null): string {
  const path = fill(paths.inventoryAudit, { id });
  return spaceId ? withQuery(path, 'space', spaceId) : path;
}

/** A workspace page of the inventory area, in a workspace (`?space=`) when one is named. */
export function inventoryAreaPath(
  screen: 'inventories' | 'facilities',
  spaceId: string | null = null,
): string {
  return spaceId ? withQuery(paths[screen], 'space', spaceId) : paths[screen];
}

export function certificateRequestPath(courseId: number): string {
  return fill(paths.certificateRequest, { id: String(courseId) });
}

/** The public verification page of a certificate code. */
export function verifyPath(code: string): string {
  return fill(paths.verify, { code });
}

/** One expert's public profile page. */
export function expertProfilePath(slug: string): string {
  return fill(paths.expertProfile, { slug });
}

/** One expert application in the staff console's review. */
export function staffExpertApplicationPath(id: string): string {
  return fill(paths.staffExpertApplication, { id });
}

/** One contact request in the staff console. */
export function staffContactRequestPath(id: string): string {
  return fill(paths.staffContactRequest, { id });
}

/** One article (kind `article`) or success story (`story`) in the staff console's editor. */
export function staffContentPath(kind: 'article' | 'story', id: number | string): string {
  return fill(kind === 'article' ? paths.staffArticle : paths.staffStory, { id: String(id) });
}

/** A course's detail page (`slug` is cosmetic: the id decides, a wrong slug redirects to the right one). */
export function courseDetailPath(id: number, slug: string): string {
  return fill(paths.courseDetail, { id: String(id), slug });
}

/** One lesson's page. */
export function lessonPathFor(ref: {
  courseId: number;
  chapterId: number;
  lessonId: number;
  slug: string;
}): string {
  return fill(paths.lesson, {
    id: String(ref.courseId),
    chapterId: String(ref.chapterId),
    lessonId: String(ref.lessonId),
    slug: ref.slug,
  });
}

/** A chapter's quiz. */
export function quizPathFor(courseId: number, chapterId: number): string {
  return fill(paths.quiz, { id: String(courseId), chapterId: String(chapterId) });
}

/** The course list filtered by topic and language, on one page (`?topic=&language=&page=`). */
export function courseListPathFor(query: {
  topic: string | null;
  language: string | null;
  page: number;
}): string {
  const params = new URLSearchParams();
  if (query.topic) params.set('topic', query.topic);
  if (query.language) params.set('language', query.language);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `${paths.courseList}?${text}` : paths.courseList;
}
