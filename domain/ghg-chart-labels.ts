// The texts of a GHG report's score breakdown (chart, table) and of its disclaimer, per language: shown on the
// result page (the `ghgReportChart` dictionary namespace is built from these, as the catalogue's namespaces are from
// domain/messages.*) and printed in the PDF (server/ghg/report-pdf.ts), so both say the same. Placeholders use
// typesafe-i18n syntax: {name}.
import type { Locale } from './locales';

import { ghgChartLabelsVi } from './ghg-chart-labels.vi';
import { ghgChartLabelsEn } from './ghg-chart-labels.en';

export { ghgChartLabelsEn, ghgChartLabelsVi };

/** The same keys in each language (literal types kept above for the typed dictionary's placeholders). */
export type GhgChartLabels = Record<keyof typeof ghgChartLabelsVi, string>;

export const ghgChartLabels: Record<Locale, GhgChartLabels> = {
  vi: ghgChartLabelsVi,
  en: ghgChartLabelsEn,
};
