// The loaders of the public namespaces: those a page a signed-out visitor can open declares (src/app/routes.ts,
// `namespaces` and `later`). They ship with the entry (dictionary.ts); the namespaces only signed-in pages read are
// in dictionary-private.ts, a chunk of its own loaded the first time one of them is asked for, so that public pages
// do not carry their loaders. tests/unit/dictionary-loaders.test.ts checks that every namespace is in exactly one
// list and that no public page declares a private one. One `() => import()` per namespace and language, as
// typesafe-i18n's generated i18n-util.async.ts has (which nothing imports any more: its map held every namespace).
import type { Locales, Namespaces } from '../i18n/i18n-types';

/** A namespace's module (src/i18n/<locale>/<namespace>/index.ts). */
export type NamespaceLoader = () => Promise<{ default: unknown }>;

export const publicNamespaces = [
  'academy',
  'academyCatalog',
  'academyCourse',
  'articles',
  'certificates',
  'contact',
  'content',
  'errors',
  'expertContact',
  'expertContactLater',
  'experts',
  'expertsHome',
  'expertsList',
  'form',
  'ghg',
  'ghgLater',
  'ghgReportChart',
  'ghgResult',
  'home',
  'number',
  'registration',
  'signIn',
  'success',
  'validation',
  'workspace',
] as const satisfies readonly Namespaces[];

export type PublicNamespace = (typeof publicNamespaces)[number];

export const publicLoaders: Record<Locales, Record<PublicNamespace, NamespaceLoader>> = {
  vi: {
    academy: () => import('../i18n/vi/academy'),
    academyCatalog: () => import('../i18n/vi/academyCatalog'),
    academyCourse: () => import('../i18n/vi/academyCourse'),
    articles: () => import('../i18n/vi/articles'),
    certificates: () => import('../i18n/vi/certificates'),
    contact: () => import('../i18n/vi/contact'),
    content: () => import('../i18n/vi/content'),
    errors: () => import('../i18n/vi/errors'),
    expertContact: () => import('../i18n/vi/expertContact'),
    expertContactLater: () => import('../i18n/vi/expertContactLater'),
    experts: () => import('../i18n/vi/experts'),
    expertsHome: () => import('../i18n/vi/expertsHome'),
    expertsList: () => import('../i18n/vi/expertsList'),
    form: () => import('../i18n/vi/form'),
    ghg: () => import('../i18n/vi/ghg'),
    ghgLater: () => import('../i18n/vi/ghgLater'),
    ghgReportChart: () => import('../i18n/vi/ghgReportChart'),
    ghgResult: () => import('../i18n/vi/ghgResult'),
    home: () => import('../i18n/vi/home'),
    number: () => import('../i18n/vi/number'),
    registration: () => import('../i18n/vi/registration'),
    signIn: () => import('../i18n/vi/signIn'),
    success: () => import('../i18n/vi/success'),
    validation: () => import('../i18n/vi/validation'),
    workspace: () => import('../i18n/vi/workspace'),
  },
  en: {
    academy: () => import('../i18n/en/academy'),
    academyCatalog: () => import('../i18n/en/academyCatalog'),
    academyCourse: () => import('../i18n/en/academyCourse'),
    articles: () => import('../i18n/en/articles'),
    certificates: () => import('../i18n/en/certificates'),
    contact: () => import('../i18n/en/contact'),
    content: () => import('../i18n/en/content'),
    errors: () => import('../i18n/en/errors'),
    expertContact: () => import('../i18n/en/expertContact'),
    expertContactLater: () => import('../i18n/en/expertContactLater'),
    experts: () => import('../i18n/en/experts'),
    expertsHome: () => import('../i18n/en/expertsHome'),
    expertsList: () => import('../i18n/en/expertsList'),
    form: () => import('../i18n/en/form'),
    ghg: () => import('../i18n/en/ghg'),
    ghgLater: () => import('../i18n/en/ghgLater'),
    ghgReportChart: () => import('../i18n/en/ghgReportChart'),
    ghgResult: () => import('../i18n/en/ghgResult'),
    home: () => import('../i18n/en/home'),
    number: () => import('../i18n/en/number'),
    registration: () => import('../i18n/en/registration'),
    signIn: () => import('../i18n/en/signIn'),
    success: () => import('../i18n/en/success'),
    validation: () => import('../i18n/en/validation'),
    workspace: () => import('../i18n/en/workspace'),
  },
};
