// The loaders of the namespaces only signed-in pages read (no page a signed-out visitor can open declares them):
// this module is its own chunk, which dictionary.ts imports the first time one of them is asked for, so the public
// pages' first load does not carry these loaders. See dictionary-public.ts; tests/unit/dictionary-loaders.test.ts
// checks the split against the route table.
import type { Locales, Namespaces } from '../i18n/i18n-types';
import type { NamespaceLoader, PublicNamespace } from './dictionary-public';

export const privateNamespaces = [
  'academyQuiz',
  'expertApply',
  'expertVocabulary',
  'inventory',
  'inventoryDashboard',
  'inventoryData',
  'inventoryReviewUi',
  'profile',
  'staff',
  'staffContent',
  'staffExperts',
] as const satisfies readonly Namespaces[];

export type PrivateNamespace = (typeof privateNamespaces)[number];

// Every namespace is in one of the two lists: a new namespace fails to compile until it is put in one.
type Unlisted = Exclude<Namespaces, PublicNamespace | PrivateNamespace>;
const everyNamespaceListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyNamespaceListed;

export const privateLoaders: Record<Locales, Record<PrivateNamespace, NamespaceLoader>> = {
  vi: {
    academyQuiz: () => import('../i18n/vi/academyQuiz'),
    expertApply: () => import('../i18n/vi/expertApply'),
    expertVocabulary: () => import('../i18n/vi/expertVocabulary'),
    inventory: () => import('../i18n/vi/inventory'),
    inventoryDashboard: () => import('../i18n/vi/inventoryDashboard'),
    inventoryData: () => import('../i18n/vi/inventoryData'),
    inventoryReviewUi: () => import('../i18n/vi/inventoryReviewUi'),
    profile: () => import('../i18n/vi/profile'),
    staff: () => import('../i18n/vi/staff'),
    staffContent: () => import('../i18n/vi/staffContent'),
    staffExperts: () => import('../i18n/vi/staffExperts'),
  },
  en: {
    academyQuiz: () => import('../i18n/en/academyQuiz'),
    expertApply: () => import('../i18n/en/expertApply'),
    expertVocabulary: () => import('../i18n/en/expertVocabulary'),
    inventory: () => import('../i18n/en/inventory'),
    inventoryDashboard: () => import('../i18n/en/inventoryDashboard'),
    inventoryData: () => import('../i18n/en/inventoryData'),
    inventoryReviewUi: () => import('../i18n/en/inventoryReviewUi'),
    profile: () => import('../i18n/en/profile'),
    staff: () => import('../i18n/en/staff'),
    staffContent: () => import('../i18n/en/staffContent'),
    staffExperts: () => import('../i18n/en/staffExperts'),
  },
};
