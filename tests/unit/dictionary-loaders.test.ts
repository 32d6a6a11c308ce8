// The dictionary's namespace loaders are split in two (src/app/dictionary-public.ts in the entry,
// src/app/dictionary-private.ts a chunk of its own): every namespace is in exactly one list, every page a signed-out
// visitor can open finds its namespaces (`namespaces` and `later`) in the public one, each loader loads its own
// namespace, and what the entry loads without a page holds neither the private loaders nor typesafe-i18n's generated
// map of every namespace (i18n-util.async.ts).
//
// The route table has no sign-in field: a public page is one the server renders (`ssr`, "a public page"), and the
// signed-out steps the server does not render are named here.
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes, type RouteEntry, type ScreenId } from '../../src/app/routes';
import { privateLoaders, privateNamespaces } from '../../src/app/dictionary-private';
import { publicLoaders, publicNamespaces } from '../../src/app/dictionary-public';
import { dictionaryNamespaces, reachableModules } from './dictionary-namespaces';

/** Pages a signed-out visitor opens that the server does not render (sign-up and password steps, shared results). */
const SIGNED_OUT_CLIENT_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([
  'signInCallback',
  'signUp',
  'signUpInvitation',
  'signUpThankYou',
  'activate',
  'forgotPasswordRequest',
  'forgotPassword',
  'resetPassword',
  'contactThankYou',
  'ghgReportDetail',
  'ghgReportResult',
  'ghgReportShared',
  'verifyLookup',
  'verify',
  'notFound',
]);

const publicRoutes = [...routes, notFoundRoute].filter(
  (route) => route.ssr || SIGNED_OUT_CLIENT_SCREENS.has(route.screen),
);

/** The namespaces public routes declare that the private list holds (`route`: screen, namespace). */
function privateOnPublicPages(candidates: readonly RouteEntry[], privateList: readonly string[]): string[] {
  return candidates.flatMap((route) =>
    [...route.namespaces, ...route.later]
      .filter((namespace) => privateList.includes(namespace))
      .map((namespace) => `${route.screen}: ${namespace}`),
  );
}

describe('dictionary loaders', () => {
  it('list every namespace (src/i18n/vi/*/) exactly once', () => {
    const listed = [...publicNamespaces, ...privateNamespaces];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(dictionaryNamespaces());
  });

  it('have one loader per listed namespace in each language', () => {
    for (const locale of ['vi', 'en'] as const) {
      expect(Object.keys(publicLoaders[locale]).sort()).toEqual([...publicNamespaces].sort());
      expect(Object.keys(privateLoaders[locale]).sort()).toEqual([...privateNamespaces].sort());
    }
  });

  it('keep every namespace a public page declares public', () => {
    expect(publicRoutes.map((route) => route.screen)).toEqual(
      expect.arrayContaining(['home', 'signIn', 'ghgReportCountdown', 'expertProfile', 'signUp', 'notFound']),
    );
    expect(privateOnPublicPages(publicRoutes, privateNamespaces)).toEqual([]);
  });

  it('would notice a public page declaring a private namespace (the check can fail)', () => {
    const assessment = publicRoutes.find((route) => route.screen === 'ghgReportCountdown')!;
    expect(privateOnPublicPages([assessment], [...privateNamespaces, 'ghgLater'])).toEqual([
      'ghgReportCountdown: ghgLater',
    ]);
  });

  it('each load its own namespace', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const loaders = { ...publicLoaders[locale], ...privateLoaders[locale] };
      for (const [namespace, load] of Object.entries(loaders)) {
        const own = (await import(`../../src/i18n/${locale}/${namespace}/index.ts`)) as { default: unknown };
        expect((await load()).default, `${locale}/${namespace}`).toBe(own.default);
      }
    }
  });

  it('leave the private loaders and the generated map out of what the entry loads', () => {
    const entry = reachableModules('src/main.tsx', (file) => /src[\\/]pages[\\/].*-page\.tsx$/.test(file), {
      staticOnly: true,
    });
    expect(entry.some((file) => file.endsWith('dictionary-public.ts'))).toBe(true);
    expect(entry.filter((file) => /dictionary-private\.ts$|i18n-util\.async\.ts$/.test(file))).toEqual([]);
  });
});
