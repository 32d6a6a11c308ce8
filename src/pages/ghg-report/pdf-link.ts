// The address of a report's PDF (GET /api/ghg-reports/{id}/pdf) in the page's language: a link the browser downloads
// itself, under the same access rule as the report (an unclaimed report: its id; a shared one: `share=`; a member downloads
// a workspace report through the API client with their token, src/app/wiring/ghg-pdf.ts). A plain string, so the result page ships no code
// for the download.
export function ghgReportPdfHref(id: string, locale: 'vi' | 'en', shareToken?: string): string {
  const share = shareToken ? `&share=${encodeURIComponent(shareToken)}` : '';
  return `/api/ghg-reports/${encodeURIComponent(id)}/pdf?lang=${locale}${share}`;
}
