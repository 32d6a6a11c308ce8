// The one reader of a maildev inbox (its REST API, `GET <inbox>/email`), shared by the API tests (a maildev of
// their own on free ports) and the end-to-end tests (the stack's maildev).

export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  to: { address: string; name?: string }[];
}

/** Every message in the inbox at `inboxUrl`, in maildev's order. */
export async function fetchInbox(inboxUrl: string): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl}/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status} for GET /email`);
  return (await response.json()) as InboxMail[];
}

/** The messages to one address (case-insensitive). */
export function mailTo(mails: InboxMail[], address: string): InboxMail[] {
  const wanted = address.toLowerCase();
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
}

/** Empties the inbox. */
export async function clearInbox(inboxUrl: string): Promise<void> {
  await fetch(`${inboxUrl}/email/all`, { method: 'DELETE' });
}
