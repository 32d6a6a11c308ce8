// The score breakdown's chart and table, the disclaimer and the PDF link of the result page, vi (base): built from
// domain/ghg-chart-labels.vi.ts, whose texts the PDF prints too, so that both say the same.
import { ghgChartLabelsVi } from '../../../../domain/ghg-chart-labels.vi';

const ghgReportChart = { ...ghgChartLabelsVi };

export default ghgReportChart;
