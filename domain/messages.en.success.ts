// The catalogue's success texts in English (./messages.en.ts), keyed as the Vietnamese ones.
import type { successVi } from './messages.vi.success';

export const successEn = {
  registered: 'Registered successfully, please check your email',
  activated: 'Your account has been successfully activated, please log in',
  passwordReset: 'Password reset successful, please log in again',
  joined: 'Joined successfully',
  profileUpdated: 'Profile updated successfully',
  contactReceived: 'We have received your contact!',
  activationLinkSent: 'A new activation link has been sent, please check your email',
  resetCodeSent: 'If an account exists for this email, we have sent instructions to reset the password',
  passwordChanged: 'Password changed successfully',
  memberRemoved: 'The member has been removed from the workspace',
  inviteWithdrawn: 'The invitation has been withdrawn',
  signedOut: 'Signed out successfully',
  totpEnabled: 'Two-step verification with an authenticator app is on',
  totpDisabled: 'Two-step verification is off',
  certificateIssued: 'Your certificate has been issued',
  certificateRevoked: 'The certificate has been revoked',
  assessmentClaimed: 'Your emission-risk assessment is now saved in the workspace “{space}”',
} as const satisfies { readonly [K in keyof typeof successVi]: string };
