// The Content-Security-Policy of every response (issue 11), built from the configuration in this one place.
//
// What the pages need, and so what the policy allows (everything else is refused):
// - scripts: only our own files (`/assets/*.js`). No 'unsafe-inline', no 'unsafe-eval': the built index.html has no
//   inline script, and the server-rendered pages add only data blocks (`<script type="application/json"
//   id="render-payload">`, JSON-LD `application/ld+json`), which the browser never runs, so CSP does not apply.
// - styles: only our own files. React's `style` props are set through the CSSOM by the browser's React (not
//   governed by CSP), and no server-rendered page carries a `style` attribute (the API test checks the pages);
//   react-toastify's self-injected <style> is replaced by its stylesheet (src/app/toast-host.tsx). So neither
//   'unsafe-inline' nor 'unsafe-hashes' is needed.
// - images: our own (covers, uploaded content images, avatars), data: (the TOTP set-up QR code is an SVG data URI)
//   and blob: (for previewing a picked file before its upload; no page does it yet, and only our own scripts can
//   mint a blob: URL, so it opens nothing to others). Markdown images from other sites are refused: upload them
//   (POST /staff/content-images) instead.
// - connections: our API, plus the Cognito endpoint the browser signs in with (GET /api/config hands it the same
//   values: cognito-local's COGNITO_ENDPOINT, else the regional AWS endpoint) and the Hosted UI's token endpoint
//   when social sign-in is configured.
// - forms: submitted to this site only (the Hosted UI is reached by a redirect, listed in case a form posts there).
// - nothing may frame the site, no plugin (object/embed), no <base> (a base tag would re-point every relative URL).
import type { Config } from '../config';

/** The origin of a Cognito-compatible endpoint or a Hosted UI domain (which may be given without a scheme). */
function originOf(address: string): string {
  return new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`).origin;
}

/** The Cognito origins the browser talks to: the identity endpoint, and the Hosted UI when configured. */
export function cognitoOrigins(cognito: Config['cognito']): { endpoint: string; hostedUi: string | null } {
  return {
    endpoint: cognito.endpoint
      ? originOf(cognito.endpoint)
      : `https://cognito-idp.${cognito.region}.amazonaws.com`,
    hostedUi: cognito.hostedUiDomain ? originOf(cognito.hostedUiDomain) : null,
  };
}

/** The directives, in order (the header is them joined by "; "). */
export function contentSecurityPolicyDirectives(
  config: Pick<Config, 'cognito' | 'siteUrl'>,
): Array<[string, ...string[]]> {
  const { endpoint, hostedUi } = cognitoOrigins(config.cognito);
  const extra = (origin: string | null) => (origin ? [origin] : []);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", endpoint, ...extra(hostedUi)],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...extra(hostedUi)],
  ];
  // Over https, a stray http:// URL (an old link in an article) is fetched over https instead of being blocked.
  // Not over http: the local stack has no https to upgrade to.
  if (config.siteUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests']);
  return directives;
}

export function contentSecurityPolicy(config: Pick<Config, 'cognito' | 'siteUrl'>): string {
  return contentSecurityPolicyDirectives(config)
    .map((directive) => directive.join(' '))
    .join('; ');
}
