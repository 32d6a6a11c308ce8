// The score breakdown's, disclaimer's and PDF link's texts, en. Same keys as ./ghg-chart-labels.vi.ts.
export const ghgChartLabelsEn = {
  heading: 'Points per factor',
  chartTitle: 'Chart of the risk score per factor',
  chartSummary: 'Total {score}/100 points. {parts}',
  chartPart: '{factor}: {points} of at most {max} points.',
  barValue: '{points}/{max}',
  tableCaption: 'Table of points per factor',
  factor: 'Factor',
  points: 'Points',
  maximum: 'Maximum',
  reason: 'Reason',
  total: 'Total score',
  downloadPdf: 'Download the result (PDF)',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
  disclaimer:
    'An indicative screening result for information only: estimated from the figures you entered and the sourced default factors listed in the report. It is not a GHG inventory, not a verified CBAM report and does not replace the opinion of the competent authorities.',
} as const;
