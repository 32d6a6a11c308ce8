// What the sign-in screen shows for a sign-in snapshot: one view it switches on exhaustively.
import { parseIdentityConfig, type IdentityConfig } from '../../domain/identity-config';
import type { SignInSnapshot } from './sign-in.machine';
import type { MfaType, SignInInput, SignInView } from './sign-in.types';

const MFA_TYPES: MfaType[] = ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'];

function parseMfaOptions(parameters: Record<string, string>): MfaType[] {
  try {
    const parsed: unknown = JSON.parse(parameters.MFAS_CAN_CHOOSE ?? 'null');
    if (Array.isArray(parsed)) {
      const options = MFA_TYPES.filter((type) => parsed.includes(type));
      if (options.length) return options;
    }
  } catch {
    // Cognito always sends a JSON list; an unreadable one offers both types rather than none.
  }
  return [...MFA_TYPES];
}

/** The one thing the sign-in screen renders: switch on `kind` exhaustively. */
export function selectSignInView(snapshot: SignInSnapshot): SignInView {
  const { context } = snapshot;
  const step = { busy: snapshot.hasTag('busy'), error: context.error };
  const parameters = context.challenge?.parameters ?? {};
  if (snapshot.matches('loadingConfig') || snapshot.matches('storingSession')) return { kind: 'loading' };
  if (snapshot.matches('configError')) return { kind: 'configError', issues: context.configIssues };
  if (snapshot.matches('signedIn')) return { kind: 'signedIn' };
  if (snapshot.matches('newPassword')) {
    return {
      kind: 'newPassword',
      newPasswordRequired: true,
      userAttributes: context.userAttributes ?? {},
      requiredAttributes: context.requiredAttributes,
      ...step,
    };
  }
  if (snapshot.matches({ mfa: 'sms' })) {
    return { kind: 'smsCode', destination: parameters.CODE_DELIVERY_DESTINATION ?? null, ...step };
  }
  if (snapshot.matches({ mfa: 'totp' })) return { kind: 'totpCode', ...step };
  if (snapshot.matches({ mfa: 'select' }))
    return { kind: 'selectMfa', options: parseMfaOptions(parameters), ...step };
  if (snapshot.matches('mfaSetup')) {
    return {
      kind: 'mfaSetup',
      secretCode: context.mfaSetup?.secretCode ?? null,
      otpauthUri: context.mfaSetup?.otpauthUri ?? null,
      ...step,
    };
  }
  if (snapshot.matches('customChallenge')) return { kind: 'customChallenge', parameters, ...step };
  if (snapshot.matches('deviceVerification') || snapshot.matches('unsupportedChallenge')) {
    return {
      kind: 'unsupported',
      reason: context.unsupported?.reason ?? 'unknownChallenge',
      challengeName: context.unsupported?.challengeName ?? null,
    };
  }
  // idle, authenticating, checkingActivation
  return { kind: 'form', email: context.email, ...step };
}

/** The config when it offers social sign-in (a Hosted UI domain), else null. */
export function selectSocialConfig(snapshot: SignInSnapshot): IdentityConfig | null {
  const { config } = snapshot.context;
  return config && config.hostedUiDomain ? config : null;
}

/** What the sign-in page renders: the step, and the social sign-in offer. */
export interface SignInPageView {
  view: SignInView;
  social: IdentityConfig | null;
}

export function selectSignInPage(snapshot: SignInSnapshot): SignInPageView {
  return { view: selectSignInView(snapshot), social: selectSocialConfig(snapshot) };
}

/**
 * `selectSignInPage` of the machine's first snapshot for `input`, without the machine (the page renders it before
 * XState has loaded, src/app/lazy-actor.ts): a valid preloaded config starts on the form (`starting` -> `idle`),
 * anything else loads the config (`loadingConfig`). sign-in.selectors.test.ts checks it against the machine.
 */
export function selectFirstSignInPage(input: SignInInput | undefined): SignInPageView {
  const parsed = input?.config !== undefined ? parseIdentityConfig(input.config) : null;
  if (!parsed?.ok) return { view: { kind: 'loading' }, social: null };
  return {
    view: { kind: 'form', email: null, busy: false, error: null },
    social: parsed.config.hostedUiDomain ? parsed.config : null,
  };
}
