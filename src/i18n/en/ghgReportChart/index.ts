// The score breakdown's chart and table, the disclaimer and the PDF link of the result page, en. Same keys as vi.
import type { NamespaceGhgReportChartTranslation } from '../../i18n-types';
import { ghgChartLabelsEn } from '../../../../domain/ghg-chart-labels.en';

const ghgReportChart = { ...ghgChartLabelsEn } satisfies NamespaceGhgReportChartTranslation;

export default ghgReportChart;
