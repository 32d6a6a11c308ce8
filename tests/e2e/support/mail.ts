// Reads the real e-mail the stack sent, from maildev's REST API (`GET ${E2E.inboxUrl}/email`): wait for a message
// to an address (read by the shared tests/support/mail-inbox.ts), then take a link (re-pointed at the app under test) or the 6-digit code out of it.
import { expect } from '@playwright/test';
import { fetchInbox, mailTo, type InboxMail } from '../../support/mail-inbox';
import { E2E } from '../env';

export { mailTo, type InboxMail };

/** Every message in the inbox, oldest first. */
export async function listMail(): Promise<InboxMail[]> {
  const mails = await fetchInbox(E2E.inboxUrl);
  return mails.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** How many messages an address has received so far (pass it to `waitForMail` as `after`). */
export async function countMail(address: string): Promise<number> {
  return mailTo(await listMail(), address).length;
}

/**
 * Waits until `address` has received more than `after` messages (and, with `subject`, one whose subject matches)
 * and returns the newest such message.
 */
export async function waitForMail(
  address: string,
  { after = 0, subject, timeout = 20_000 }: { after?: number; subject?: RegExp; timeout?: number } = {},
): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = mailTo(await listMail(), address).slice(after);
        found = mails.filter((mail) => !subject || subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${address}${subject ? ` (${subject})` : ''}`, timeout, intervals: [250, 500] },
    )
    .toBe(true);
  return found!;
}

/**
 * The first link of the mail's text part whose path starts with `path` (e.g. `/auth/activate`), moved onto the app
 * under test (the server writes links with its SITE_URL, e.g. http://localhost:PORT).
 */
export function linkIn(mail: InboxMail, path: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  for (const raw of links) {
    const url = new URL(raw);
    if (url.pathname === path || url.pathname.startsWith(`${path}/`)) {
      return new URL(`${url.pathname}${url.search}`, E2E.appUrl).toString();
    }
  }
  throw new Error(`No ${path} link in the e-mail "${mail.subject}":\n${mail.text}`);
}

/** The 6-digit code of the mail's text part. */
export function codeIn(mail: InboxMail): string {
  const code = /:\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the e-mail "${mail.subject}":\n${mail.text}`);
  return code;
}

/** An address no earlier run used. */
export function uniqueAddress(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
