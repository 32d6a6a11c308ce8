// Renders the whole app on the server side (react-dom/static waits for the lazy pages) for every route, in both
// languages, and checks the shell's landmarks, the session area, the 404 and the "being built" pages.
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { ownerMe, ownerProfile } from '../../tests/fixtures/session';
import type { SessionMe, SessionProfile } from '../../machines/session/session.types';
import { messages, type Locale } from '../../domain/messages';
import { en, vi } from '../i18n/whole';
import { loadAllLocales } from '../i18n/i18n-util.sync';
import { App } from './App';
import { routes } from './routes';
import { sessionHandleOf } from './session-handle';

loadAllLocales();

async function signedOutSession() {
  const actor = createActor(
    sessionMachine.provide({ actors: { readAccessToken: fromPromise<string | null>(async () => null) } }),
  ).start();
  await waitFor(actor, (s) => s.matches('signedOut'));
  return actor;
}

async function signedInSession(me: SessionMe = ownerMe) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readAccessToken: fromPromise<string | null>(async () => 'token'),
        fetchMe: fromPromise<SessionMe>(async () => me),
        fetchProfile: fromPromise<SessionProfile>(async () => ownerProfile),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches('signedIn'));
  return actor;
}

async function render(path: string, locale: Locale, session?: Awaited<ReturnType<typeof signedOutSession>>) {
  const { prelude } = await prerenderToNodeStream(
    <App session={sessionHandleOf(session ?? (await signedOutSession()))} locale={locale} ssrPath={path} />,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A concrete URL for a route pattern. */
// `:product` must be a known sector slug (an unknown one is the 404 page, on purpose); the academy's ids are numbers
// (anything else is the 404 page too).
const sample = (path: string) =>
  path
    .replace(':product', 'thep')
    .replace(/:(id|chapterId|lessonId)\b/g, (match) => (path.startsWith('/academy/') ? '7' : match))
    .replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);

const forbidden = /coming soon|not implemented|\btodo\b|lorem ipsum/i;

describe('app shell', () => {
  it.each(['vi', 'en'] as const)(
    'has landmarks, a skip link and a labelled language switch (%s)',
    async (locale) => {
      const html = await render('/', locale);
      expect(html).toMatch(/<a href="#main" class="skip-link">/);
      expect(html).toMatch(/<header class="site-header">/);
      expect(html).toMatch(/<nav aria-label="(Điều hướng chính|Main navigation)"/);
      expect(html).toMatch(/<main id="main" tabindex="-1">/);
      expect(html).toMatch(/<footer class="site-footer">/);
      expect(html).toMatch(
        /<label for="([^"]+)" class="visually-hidden">(Ngôn ngữ|Language)<\/label><select id="\1"/,
      );
    },
  );

  it('shows "Đăng nhập" / "Sign in" when signed out', async () => {
    expect(text(await render('/', 'vi'))).toContain('Đăng nhập');
    expect(text(await render('/', 'en'))).toContain('Sign in');
  });

  it("shows the user's name and a sign-out button when signed in", async () => {
    const session = await signedInSession();
    const html = await render('/', 'en', session);
    expect(text(html)).toContain('Lan Nguyễn');
    expect(html).toMatch(/<button type="button" class="button button-quiet">Sign out<\/button>/);
    expect(html).toContain('href="/work-space"');
  });

  it('links the footer to the legal pages', async () => {
    const html = await render('/', 'vi');
    for (const href of ['/legal/cookies', '/legal/terms', '/legal/privacy'])
      expect(html).toContain(`href="${href}"`);
  });
});

describe('pages', () => {
  it.each(['vi', 'en'] as const)(
    'the home page sells the product and calls to sign up (%s)',
    async (locale) => {
      const html = await render('/', locale);
      expect(html).toContain('href="/auth/sign-up"');
      expect(html).toContain('href="/solutions"');
      expect(text(html)).toContain(locale === 'vi' ? 'Nghị định 06/2022/NĐ-CP' : 'Decree 06/2022/ND-CP');
      expect(text(html)).toContain('CBAM');
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    },
  );

  it("the server's header disables the menu toggle until the app is live (no dead button on a phone)", async () => {
    const html = await render('/', 'vi');
    expect(html).toMatch(/<button type="button" class="menu-toggle button button-quiet"[^>]* disabled=""/);
  });

  it.each(['vi', 'en'] as const)(
    'the 404 page has its message, helpful links, Go back and Take me home (%s)',
    async (locale) => {
      const html = await render('/this/does/not/exist', locale);
      const body = text(html);
      expect(body).toContain(messages[locale].errors.pageNotFound);
      expect(body).toContain(locale === 'vi' ? 'Không tìm thấy trang' : 'Page not found');
      expect(html).toMatch(
        new RegExp(
          // Disabled in the server's HTML: it moves the history, so it waits for the app.
          `<button type="button" class="button button-secondary" disabled="">${locale === 'vi' ? 'Quay lại' : 'Go back'}</button>`,
        ),
      );
      expect(html).toMatch(
        new RegExp(
          `<a href="/" class="button button-primary">${locale === 'vi' ? 'Về trang chủ' : 'Take me home'}</a>`,
        ),
      );
      for (const href of ['/solutions', '/academy', '/contact']) expect(html).toContain(`href="${href}"`);
    },
  );

  // One test per route (each with its own time limit; the routes grow with every issue).
  it.each(routes.map((route) => [route.path, route] as const))(
    '%s renders in both languages, names its screen, and never says "coming soon"',
    async (_, route) => {
      const session = await signedOutSession();
      for (const locale of ['vi', 'en'] as const) {
        const html = await render(sample(route.path), locale, session);
        const body = text(html);
        if (route.screen !== 'home') expect(body).toContain({ vi, en }[locale].screens[route.screen]);
        expect(body, `${route.path} (${locale})`).not.toMatch(forbidden);
        expect(html, `${route.path} (${locale})`).not.toContain('Không tìm thấy trang');
        expect(html, `${route.path} (${locale})`).not.toContain('Page not found');
      }
    },
  );
});

describe('staff console', () => {
  it.each(['vi', 'en'] as const)('the header links to the console only for staff (%s)', async (locale) => {
    const link = `href="/staff"`;
    expect(await render('/', locale, await signedInSession())).not.toContain(link);
    const html = await render('/', locale, await signedInSession({ ...ownerMe, roles: ['staff'] }));
    expect(html).toContain(link);
    expect(text(html)).toContain({ vi, en }[locale].nav.staffConsole);
  });

  it.each(['vi', 'en'] as const)(
    'a signed-in visitor who is not staff is told there is no access (%s)',
    async (locale) => {
      const session = await signedInSession();
      for (const path of [
        '/staff',
        '/staff/contact-requests',
        '/staff/contact-requests/sample-id',
        '/staff/articles',
        '/staff/articles/new',
        '/staff/success-stories/7',
      ]) {
        const body = text(await render(path, locale, session));
        expect(body, path).toContain({ vi, en }[locale].staff.common.noAccessTitle);
      }
    },
  );

  it('the console home names its areas and links to each', async () => {
    const session = await signedInSession({ ...ownerMe, roles: ['staff'] });
    const html = await render('/staff', 'en', session);
    expect(html).toContain('href="/staff/contact-requests"');
    expect(html).toContain('href="/staff/articles"');
    expect(html).toContain('href="/staff/success-stories"');
    const body = text(html);
    for (const area of ['articles', 'stories'] as const)
      expect(body).toContain(en.staffContent.home[area].open);
    for (const area of ['experts', 'certificates'] as const)
      expect(body).toContain(en.staff.home[area].title);
    expect(html).toContain('href="/staff/expert-applications"');
  });
});
