// Payloads the mail tests share: an activation mail, and a name that tries HTML and line injection.
import type { MailTemplatePayloads } from '../../../server/mail/templates';

export const EVIL_NAME = '<script>alert("x")</script> Ngọc & Co';

export const activation = (firstName: string): MailTemplatePayloads['activation'] => ({
  firstName,
  link: 'https://app.ghg-demo.vn/auth/activate?token=abc123&x=1',
  expiresInHours: 24,
});
