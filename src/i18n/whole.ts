// Both dictionaries whole: the base (src/i18n/<locale>/index.ts) and every namespace (src/i18n/<locale>/<ns>/), as
// the app's LL reads them once a page's namespaces are loaded. For tests and tools; the app itself loads the base at
// start and each page's namespaces with the page (src/app/dictionary.ts).
import type { Translations } from './i18n-types';
import { loadedLocales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

loadAllLocales();

export const vi: Translations = loadedLocales.vi;
export const en: Translations = loadedLocales.en;
