// The dictionary namespaces each page declares (src/app/routes.ts) are exactly those its code reads, and the shell
// reads none (only the base dictionary is loaded before a page): a page that read an undeclared namespace would show
// empty texts until another page loaded it. A page's `later` namespaces (loaded once it is live) are read only by
// its later parts (src/app/later-part.tsx), never by what loads with the page.
import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes } from '../../src/app/routes';
import type { Namespaces } from '../../src/i18n/i18n-types';
import { dictionaryNamespaces, namespacesRead, reachableModules } from './dictionary-namespaces';

describe('dictionary namespaces', () => {
  it('are the folders of the base dictionary, the same in every language', async () => {
    const namespaces = dictionaryNamespaces();
    expect(namespaces).toContain('ghg');
    const { namespaces: generated } = await import('../../src/i18n/i18n-util');
    expect([...generated].sort()).toEqual(namespaces);
  });

  it.each([...routes, notFoundRoute].map((route) => [route.screen, route] as const))(
    '%s declares the namespaces its page reads',
    (_, route) => {
      expect([...route.namespaces, ...route.later].sort()).toEqual(
        namespacesRead(reachableModules(route.module)),
      );
      expect(route.later.filter((namespace) => route.namespaces.includes(namespace))).toEqual([]);
      // What loads with the page (its static imports) reads none of the later ones.
      const first = namespacesRead(reachableModules(route.module, undefined, { staticOnly: true }));
      expect(first.filter((namespace) => route.later.includes(namespace as Namespaces))).toEqual([]);
    },
  );

  it('the shell (everything the entry reaches without a page) reads only the base dictionary', () => {
    // The route table names every page's chunk (a dynamic import): the pages are not the shell.
    const shell = reachableModules('src/main.tsx', (file) => /src[\\/]pages[\\/].*-page\.tsx$/.test(file));
    expect(shell.some((file) => file.endsWith('site-header.tsx'))).toBe(true);
    expect(namespacesRead(shell)).toEqual([]);
  });

  it('would notice a page reading an undeclared namespace (the check can fail)', () => {
    const assessment = routes.find((route) => route.screen === 'ghgReportCountdown')!;
    expect(namespacesRead(reachableModules(assessment.module))).toContain('ghg');
  });

  it('would notice a later namespace read by what loads with the page (the check can fail)', () => {
    const assessment = routes.find((route) => route.screen === 'ghgReportCountdown')!;
    expect(assessment.later).toContain('ghgLater');
    expect(namespacesRead(reachableModules(assessment.module))).toContain('ghgLater');
    expect(
      namespacesRead(reachableModules(assessment.module, undefined, { staticOnly: true })),
    ).not.toContain('ghgLater');
  });
});
