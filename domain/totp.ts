// Authenticator-app (TOTP) helpers shared by the sign-in machine's MFA_SETUP step and the API's set-up call.

/** Issuer shown by authenticator apps beside the account's e-mail. */
export const TOTP_ISSUER = 'GHG Platform';

/** The URI authenticator apps read from the QR code (Key Uri Format: otpauth://totp/Issuer:account?...). */
export function otpauthUri(issuer: string, account: string, secretCode: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secretCode)}&issuer=${encodeURIComponent(issuer)}`;
}
