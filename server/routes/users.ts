// The caller's profile: GET/PUT /users/profile, the profile image (POST /users/profile/avatar, multipart) and the
// public image itself (GET /users/avatars/{id}). Profile edits are checked by the profile form's own schema
// (domain/validation, `makeProfileUpdateSchema` with the VN phone rule) before the contract's schema, so the
// server refuses with the texts the form shows.
import multipart from '@fastify/multipart';
import * as v from 'valibot';
import { checkPhone, makePhoneRule } from '../../domain/phone';
import { makeProfileUpdateSchema } from '../../domain/validation';
import { currentCaller, requireUser } from '../auth/authenticate';
import type { RouteModule } from '../context';
import { AVATAR_MAX_BYTES, findAvatar, saveAvatar, sniffImageType } from '../db/repos/avatars';
import { toProfile, updateUserProfile, type UserProfilePatch } from '../db/repos/users';
import { ApiError, notFound, unauthorized } from '../errors';
import { reencodeImage } from '../images/reencode';
import { formBody, isPlainObject } from '../form-body';
import type { ContractBody } from '../openapi';

const PHONE_MARKET = 'VN';

/** Every field optional (the contract's "absent fields stay as they are"), each with the form's rules. */
const profilePatchSchema = v.partial(makeProfileUpdateSchema(makePhoneRule(PHONE_MARKET)));

type TextField = 'firstName' | 'lastName' | 'phone' | 'bio' | 'location' | 'profession' | 'organizationName';
const TEXT_FIELDS: readonly TextField[] = [
  'firstName',
  'lastName',
  'phone',
  'bio',
  'location',
  'profession',
  'organizationName',
];

/**
 * The form's rules and texts on the fields that are present; then the body is normalised for the handler:
 * trimmed texts, and an empty (or null) optional text becomes null (cleared).
 */
const profileBody = formBody(profilePatchSchema, {
  input: (request) => {
    const body = request.body;
    if (!isPlainObject(body)) return undefined; // the contract's schema reports it
    const input: Partial<Record<TextField, unknown>> = {};
    for (const field of TEXT_FIELDS) {
      if (body[field] !== undefined) input[field] = body[field] === null ? '' : body[field];
    }
    return input;
  },
  toBody: (output, request) => {
    const body = request.body as Record<string, unknown>;
    const normalised: Record<string, unknown> = { ...body };
    for (const field of TEXT_FIELDS) {
      if (body[field] === undefined) continue;
      const value = output[field];
      normalised[field] = value === undefined || value === '' ? null : value;
    }
    return normalised as ContractBody<'/users/profile', 'put'>;
  },
});

/** The image part is missing or unreadable. */
const fileRequired = (key: 'fieldRequired' = 'fieldRequired') =>
  new ApiError(400, 'VALIDATION_FAILED', 'validationFailed', [
    { field: 'file', message: { group: 'validation', key } },
  ]);
const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', 'payloadTooLarge');
const notAnImage = () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');

export const AVATAR_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Stored avatars: WebP (alpha kept), at most 512 px on their longest side (shown at 6rem, 96 CSS px, at most). */
export const AVATAR_MAX_SIDE = 512;

const userRoutes: RouteModule = async (app, ctx) => {
  const { api, db } = ctx;
  // Authentication first (onRequest): before the body is read, validated or (multipart) streamed.
  const signedIn = { onRequest: requireUser(ctx) };

  api.route(
    app,
    'get',
    '/users/profile',
    async (request) => ({ data: toProfile(currentCaller(request).user) }),
    signedIn,
  );

  api.route(
    app,
    'put',
    '/users/profile',
    async (request) => {
      const { user } = currentCaller(request);
      const body = request.body;
      const patch: UserProfilePatch = {};
      if (body.firstName !== undefined) patch.firstName = body.firstName;
      if (body.lastName !== undefined) patch.lastName = body.lastName;
      if (body.bio !== undefined) patch.bio = body.bio;
      if (body.location !== undefined) patch.location = body.location;
      if (body.profession !== undefined) patch.profession = body.profession;
      if (body.organizationName !== undefined) patch.organizationName = body.organizationName;
      if (body.locale !== undefined) patch.locale = body.locale;
      if (body.phone !== undefined) {
        // Stored in E.164 when the market's rule knows the number (the form's check already passed).
        const verdict = body.phone === null ? null : checkPhone(body.phone, PHONE_MARKET);
        patch.phone = body.phone === null ? null : verdict?.ok && verdict.e164 ? verdict.e164 : body.phone;
      }
      const updated = await updateUserProfile(db, user.id, patch);
      if (!updated) throw unauthorized();
      return { data: toProfile(updated) };
    },
    { ...signedIn, body: profileBody },
  );

  // multipart/form-data only for the image upload: registered in its own scope, so every other route keeps
  // refusing non-JSON bodies with 415.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: AVATAR_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 11,
        headerPairs: 100,
      },
    });
    api.route(
      scope,
      'post',
      '/users/profile/avatar',
      async (request) => {
        const { user } = currentCaller(request);
        let bytes: Buffer;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'file') throw fileRequired();
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof ApiError) throw error;
          // Over 2 MB (or a second file): 413. Anything else the multipart reader refuses is a malformed body.
          if ((error as { statusCode?: unknown }).statusCode === 413) throw tooLarge();
          request.log.info({ err: error }, 'unreadable avatar upload');
          throw fileRequired();
        }
        if (bytes.length === 0) throw fileRequired();
        if (bytes.length > AVATAR_MAX_BYTES) throw tooLarge();
        // The bytes decide, not the file name or the declared type.
        const sniffed = sniffImageType(bytes);
        if (!sniffed) throw notAnImage();
        // Stored re-encoded: upright, without its metadata (EXIF GPS, camera), at most AVATAR_MAX_SIDE px.
        const image = await reencodeImage(bytes, sniffed, { maxSide: AVATAR_MAX_SIDE, format: 'webp' });
        const updated = await saveAvatar(db, {
          userId: user.id,
          contentType: image.contentType,
          bytes: image.bytes,
        });
        if (!updated) throw unauthorized();
        return { data: toProfile(updated) };
      },
      signedIn,
    );
  });

  api.route(app, 'get', '/users/avatars/{id}', async (request, reply) => {
    const avatar = await findAvatar(db, request.params.id);
    if (!avatar) throw notFound();
    return reply
      .header('cache-control', AVATAR_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(avatar.contentType)
      .send(avatar.bytes);
  });
};

export default userRoutes;
