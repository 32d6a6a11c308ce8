import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { vi } from '../i18n/whole';
import { findRoute, notFoundRoute, parseRoutePath, routeTable, routes, type ScreenId } from './routes';

// Spec section 2, as written there ({param} placeholders, the spec's own parameter names).
const specRoutes = [
  '/',
  '/ve-chung-toi',
  '/auth/sign-in',
  '/auth/sign-in/callback',
  '/auth/sign-up',
  '/auth/sign-up-invitation',
  '/auth/thank-you',
  '/auth/activate',
  '/auth/forgot-password-request',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/contact',
  '/contact/thank-you',
  '/work-space',
  '/user/profile',
  '/user/workspace-management',
  '/article',
  '/article/blog',
  '/solutions',
  '/solutions/ghg-service',
  '/solutions/ghg-inventory-platform',
  '/solutions/pricing',
  '/solutions/dich-vu-kiem-ke-khi-nha-kinh-{product}.html',
  '/solutions/dich-vu-bao-cao-esg',
  '/solutions/dich-vu-bao-cao-cbam',
  '/ghg-report/count-down',
  '/ghg-report/{id}/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html',
  '/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh',
  '/success-stories',
  '/expert',
  '/expert/list-expert',
  '/academy',
  '/academy/course',
  '/academy/course/{id}/detail/{slug}',
  '/academy/course/{id}/chapter/{chapterid}/lesson/{lessionId}/{slug}',
];

const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, ':');

describe('route registry', () => {
  it('holds every route of spec section 2, marked as spec', () => {
    const specShapes = specRoutes.map(shape);
    const registered = routes.filter((route) => route.origin === 'spec').map((route) => shape(route.path));
    expect(registered.sort()).toEqual([...specShapes].sort());
  });

  it('gives the implied screens their own routes', () => {
    const implied = Object.fromEntries(
      routes.filter((r) => r.origin === 'implied').map((r) => [r.screen, r.path]),
    );
    expect(implied).toEqual({
      profileEdit: '/user/profile/edit',
      expertApply: '/expert/apply',
      expertProfile: '/expert/profile/:slug',
      expertMyProfile: '/expert/my-profile',
      expertRequests: '/work-space/expert-requests',
      inventories: '/work-space/inventories',
      inventory: '/work-space/inventories/:id',
      inventoryData: '/work-space/inventories/:id/data',
      inventoryAudit: '/work-space/inventories/:id/audit',
      facilities: '/work-space/facilities',
      certificateRequest: '/academy/course/:id/certificate',
      quiz: '/academy/course/:id/chapter/:chapterId/quiz',
      verifyLookup: '/verify',
      verify: '/verify/:code',
      articleDetail: '/article/:slug',
      successStory: '/success-stories/:slug',
      ghgReportShared: '/ghg-report/shared/:token',
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
    });
  });

  it('has one route per screen title in the dictionary, and no duplicate paths', () => {
    const screens = Object.keys(vi.screens).sort();
    expect([...routes.map((r) => r.screen), notFoundRoute.screen].sort()).toEqual(screens);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('every screen is built: each route loads a page of its own (no placeholder), home and the 404 among them', async () => {
    const real = routeTable().filter((row) => row.status === 'real');
    expect(real.map((row) => row.screen)).toEqual(expect.arrayContaining(['home', 'notFound']));
    expect(real).toHaveLength(routes.length + 1);
    for (const route of routes) {
      const { default: Page } = await route.load();
      expect(typeof Page, route.path).toBe('function');
      expect(route.module, route.path).toMatch(/^src\/pages\/.+-page\.tsx$/);
    }
  });
});

describe('matching', () => {
  const cases: Array<[string, ScreenId, Record<string, string>?]> = [
    ['/', 'home'],
    ['/ve-chung-toi', 'about'],
    ['/auth/sign-in/callback', 'signInCallback'],
    ['/solutions/', 'solutions'],
    ['/solutions/dich-vu-kiem-ke-khi-nha-kinh-thep.html', 'ghgInventoryProduct', { product: 'thep' }],
    ['/solutions/dich-vu-kiem-ke-khi-nha-kinh-xi-mang.html', 'ghgInventoryProduct', { product: 'xi-mang' }],
    ['/ghg-report/42/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh.html', 'ghgReportDetail', { id: '42' }],
    ['/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh', 'ghgReportResult'],
    ['/work-space/inventories/9d8c/data', 'inventoryData', { id: '9d8c' }],
    ['/work-space/inventories/9d8c', 'inventory', { id: '9d8c' }],
    ['/academy/course/5/detail/kiem-ke-co-ban', 'courseDetail', { id: '5', slug: 'kiem-ke-co-ban' }],
    [
      '/academy/course/5/chapter/2/lesson/9/pham-vi-1',
      'lesson',
      { id: '5', chapterId: '2', lessonId: '9', slug: 'pham-vi-1' },
    ],
    ['/academy/course/5/certificate', 'certificateRequest', { id: '5' }],
    ['/user/profile/edit', 'profileEdit'],
    ['/legal/privacy', 'legalPrivacy'],
    ['/academy/course/5/detail/t%C3%AAn', 'courseDetail', { id: '5', slug: 'tên' }],
  ];

  it.each(cases)('%s → %s', (pathname, screen, params = {}) => {
    const found = findRoute(pathname);
    expect(found.route.screen).toBe(screen);
    expect(found.params).toEqual(params);
  });

  it.each([
    '/nope',
    '/solutions/dich-vu-kiem-ke-khi-nha-kinh-.html',
    '/solutions/dich-vu-kiem-ke-khi-nha-kinh-thep.htm',
    '/ghg-report/42/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinhXhtml',
    '/academy/course/5/detail',
    '/academy/course/5/chapter/2/lesson/9',
    '/auth/sign-in/extra',
  ])('%s → 404', (pathname) => {
    expect(findRoute(pathname).route).toBe(notFoundRoute);
  });

  it('plugs into wouter: same answers through matchRoute, and `*` (a path-less <Route>) matches anything', () => {
    const product = '/solutions/dich-vu-kiem-ke-khi-nha-kinh-:product.html';
    const [matched, params] = matchRoute(
      parseRoutePath,
      product,
      '/solutions/dich-vu-kiem-ke-khi-nha-kinh-nhom.html',
    );
    expect(matched).toBe(true);
    expect(params).toMatchObject({ product: 'nhom' });
    expect(matchRoute(parseRoutePath, '*', '/anything/at/all')[0]).toBe(true);
    expect(matchRoute(parseRoutePath, '/academy', '/academy/course', true)[0]).toBe(true);
    expect(matchRoute(parseRoutePath, '/academy', '/academyx', true)[0]).toBe(false);
  });

  it('loads every page lazily, from a page module', async () => {
    for (const route of [...routes, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default).toBe('function');
    }
  });
});
