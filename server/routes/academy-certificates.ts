// The academy's certificates (OpenAPI tag `academy`, issue 12): the request that issues one, the learner's list,
// the PDF and the signed credential (owner only), public verification by printed code or by posted file, the
// issuer profile and the revocation status lists; and, outside /api, the issuer's public keys at
// /.well-known/jwks.json. Staff listing and revocation: server/routes/staff-certificates.ts.
import type { RouteModule } from '../context';
import { requireUser, currentCaller } from '../auth/authenticate';
import { formBody } from '../form-body';
import { requestLocale } from '../i18n';
import { enforceRateLimit } from '../rate-limit/enforce';
import { notFound, validationFailed } from '../errors';
import { makePhoneRule } from '../../domain/phone';
import { makeCertificateRequestSchema } from '../../domain/validation';
import { issuerProfile, normalizeCode, STATUS_LIST_ID, type SiteUrls } from '../../domain/academy/credential';
import {
  findCertificate,
  findCertificateByCode,
  listCertificatesOfUser,
  statusListExists,
} from '../db/repos/academy-certificates';
import { createIssuerKeys } from '../academy/keys';
import {
  certificateView,
  requestCertificate,
  verificationView,
  verifyWithOwnKeys,
} from '../academy/certificates';
import { printedName } from '../academy/texts';
import { signedStatusList } from '../academy/status-list';

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Public documents that change rarely (keys, status lists): caches may keep them 5 minutes. */
const PUBLIC_FIVE_MINUTES = 'public, max-age=300';

const academyCertificateRoutes: RouteModule = (app, ctx) => {
  const { api, db, config, rateLimiter, mail } = ctx;
  const keys = createIssuerKeys(db, config.academySigningKey);
  const urls: SiteUrls = { site: config.siteUrl };
  const signedIn = requireUser(ctx);

  /** A certificate of the caller's, else 404 (someone else's is as unknown as a missing one). */
  const ownCertificate = async (id: string, userId: string) => {
    const record = await findCertificate(db, id);
    if (!record || record.userId !== userId) throw notFound();
    return record;
  };

  api.route(
    app,
    'post',
    '/academy/courses/{id}/certificate',
    async (request, reply) => {
      const { user } = currentCaller(request);
      if (!(await enforceRateLimit(rateLimiter, request, reply, 'certificateRequest', { userId: user.id }))) {
        return reply;
      }
      const { record, created } = await requestCertificate(db, keys, urls, {
        userId: user.id,
        courseId: request.params.id,
        locale: requestLocale(request),
        form: request.body,
      });
      if (created) mail.wake();
      reply.code(created ? 201 : 200);
      return { data: certificateView(record, urls) };
    },
    { preHandler: signedIn, body: formBody(makeCertificateRequestSchema(makePhoneRule())) },
  );

  api.route(
    app,
    'get',
    '/academy/certificates',
    async (request) => {
      const { user } = currentCaller(request);
      const records = await listCertificatesOfUser(db, user.id);
      return { data: records.map((record) => certificateView(record, urls)) };
    },
    { preHandler: signedIn },
  );

  api.route(
    app,
    'get',
    '/academy/certificates/{id}/pdf',
    async (request, reply) => {
      const record = await ownCertificate(request.params.id, currentCaller(request).user.id);
      const view = certificateView(record, urls);
      // Loaded on first use: the PDF library and its fonts stay out of the start-up and of every other route.
      const { renderCertificatePdf } = await import('../academy/pdf');
      const pdf = await renderCertificatePdf({
        locale: record.locale,
        recipientName: printedName(record.locale, record.firstName, record.lastName),
        courseTitle: record.courseTitle,
        issuedAt: record.issuedAt,
        code: record.code,
        verifyUrl: view.verifyUrl,
        revoked: record.revokedAt !== null,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${record.code}.pdf"`)
        .send(pdf);
    },
    { preHandler: signedIn },
  );

  api.route(
    app,
    'get',
    '/academy/certificates/{id}/credential',
    async (request, reply) => {
      const record = await ownCertificate(request.params.id, currentCaller(request).user.id);
      return reply
        .type('application/vc+jwt')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="certificate-${record.code}.jwt"`)
        .send(record.credentialJwt);
    },
    { preHandler: signedIn },
  );

  api.route(app, 'get', '/academy/verify/{code}', async (request, reply) => {
    if (!(await enforceRateLimit(rateLimiter, request, reply, 'verifyCertificateCode'))) return reply;
    const record = await findCertificateByCode(db, normalizeCode(request.params.code));
    if (!record) throw notFound();
    const { verification } = await verifyWithOwnKeys(db, keys, urls, record.credentialJwt);
    return { data: verificationView(requestLocale(request), verification, record) };
  });

  api.route(app, 'post', '/academy/credentials/verify', async (request, reply) => {
    if (!(await enforceRateLimit(rateLimiter, request, reply, 'verifyCredential'))) return reply;
    const credential = request.body.credential.trim();
    // Not even shaped like a compact JWS (three base64url parts): a bad request, not a failed verification.
    if (!COMPACT_JWS.test(credential)) {
      throw validationFailed([{ field: 'credential', message: { group: 'field', key: 'invalidValue' } }]);
    }
    const { verification, record } = await verifyWithOwnKeys(db, keys, urls, credential);
    return { data: verificationView(requestLocale(request), verification, record) };
  });

  api.route(app, 'get', '/academy/issuer', async (_request, reply) =>
    reply
      .type('application/ld+json; charset=utf-8')
      .header('cache-control', PUBLIC_FIVE_MINUTES)
      .send(JSON.stringify(issuerProfile(urls))),
  );

  api.route(app, 'get', '/academy/status-lists/{listId}', async (request, reply) => {
    const { listId } = request.params;
    if (listId !== STATUS_LIST_ID && !(await statusListExists(db, listId))) throw notFound();
    const jwt = await signedStatusList(db, keys, urls, listId, new Date());
    return reply.type('application/vc+jwt').header('cache-control', PUBLIC_FIVE_MINUTES).send(jwt);
  });

  // Outside /api and outside the contract (a well-known URL, RFC 8615): the issuer's public keys, retired ones
  // included, for anyone who verifies a certificate without us (scripts/verify-credential.ts).
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', PUBLIC_FIVE_MINUTES)
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(await keys.jwks())),
  );
};

export default academyCertificateRoutes;
