// Saves a downloaded file (a certificate, a report's PDF) under its name through a temporary link: what a download
// needs when it came through the API client (with the user's token) instead of a plain link.
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
