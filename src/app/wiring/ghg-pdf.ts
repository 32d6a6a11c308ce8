// The result's PDF for a member of the report's workspace: a workspace's report is read with the member's token, which
// a plain link cannot send, so the page downloads it through the API client (the token, and its refresh-and-retry)
// and saves the answer under the server's file name. Loaded on the click, not with the page.
import type { Locale } from '../../../domain/messages';
import { api } from '../api';
import { saveFile } from '../save-file';

export async function downloadGhgReportPdf(id: string, locale: Locale): Promise<void> {
  const { data, response } = await api.GET('/ghg-reports/{id}/pdf', {
    params: { path: { id }, query: { lang: locale } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new Error(`PDF download failed (${response.status})`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `ghg-${id}.pdf`;
  saveFile(data, filename);
}
