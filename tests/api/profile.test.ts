// The profile against a real (patched) cognito-local and both database engines: GET/PUT /users/profile (the form's
// rules and texts, E.164 phones, clearing fields, bad bodies answered 4xx) and the profile image (PNG/JPEG/WebP by
// their bytes, 2 MB, re-encoded to WebP without metadata, stored in the database and served with a year-long cache).
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { message } from '../../domain/messages';
import { expectError } from './support/error-body';
import { ENGINES, openSeededDb, testConfig } from './harness';
import { startCognitoLocal, type CognitoLocal } from './support/cognito-local';

const PASSWORD = 'GhgTest@2026';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A landscape photo as phones write it: 1024x640 pixels stored sideways with EXIF orientation 6 (shown 640x1024),
// the camera and the GPS position where it was taken.
const PHOTO = sharp({ create: { width: 1024, height: 640, channels: 3, background: '#33aa77' } })
  .jpeg()
  .withMetadata({
    orientation: 6,
    exif: {
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '21/1 1/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '105/1 51/1 0/1',
      },
    },
  })
  .toBuffer();
const WEBP = sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } })
  .webp()
  .toBuffer();
// Starts like a JFIF JPEG (so it passes the type check on the first bytes) but does not decode.
const BROKEN_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
// A Windows executable ("MZ" header), named and declared as a PNG.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let cognito: CognitoLocal;

beforeAll(async () => {
  cognito = await startCognitoLocal();
});

afterAll(async () => {
  await cognito?.stop();
});

async function multipart(
  parts: ({ name: string; data: string } | { name: string; data: Buffer; filename: string; type?: string })[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (!('filename' in part)) form.append(part.name, part.data);
    else
      form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(ENGINES)('profile on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof openSeededDb>>;
  let app: FastifyInstance;
  let token: string;
  const email = `${engine}-profile@ghg.test`;

  const call = (options: InjectOptions & { locale?: 'vi' | 'en'; anonymous?: boolean }) => {
    const { locale, anonymous, headers, ...rest } = options;
    return app.inject({
      ...rest,
      headers: {
        ...(anonymous ? {} : { authorization: `Bearer ${token}` }),
        ...(locale ? { 'accept-language': locale } : {}),
        ...headers,
      },
    });
  };
  const put = (payload: unknown, extra: Partial<InjectOptions> & { locale?: 'vi' | 'en' } = {}) =>
    call({ method: 'PUT', url: '/api/users/profile', payload: payload as any, ...extra });
  const upload = async (
    parts: Parameters<typeof multipart>[0],
    extra: { anonymous?: boolean; locale?: 'vi' | 'en' } = {},
  ) => {
    const { payload, headers } = await multipart(parts);
    return call({ method: 'POST', url: '/api/users/profile/avatar', payload, headers, ...extra });
  };

  beforeAll(async () => {
    handle = await openSeededDb(engine);
    app = await buildApp({ db: handle.db, config: testConfig({ cognito: cognito.config }) });
    await cognito.createUser({ email, password: PASSWORD, givenName: 'Lan', familyName: 'Trần' });
    ({ accessToken: token } = await cognito.signIn(email, PASSWORD));
  });

  afterAll(async () => {
    await app?.close();
    await handle?.dispose();
  });

  describe('GET and PUT /users/profile', () => {
    it('answers the profile', async () => {
      const res = await call({ method: 'GET', url: '/api/users/profile' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          id: expect.any(String),
          email,
          firstName: 'Lan',
          lastName: 'Trần',
          phone: null,
          bio: null,
          location: null,
          profession: null,
          organizationName: null,
          avatarUrl: null,
          locale: 'vi',
          createdAt: expect.any(String),
        },
      });
    });

    it('updates the given fields (trimmed, phone in E.164) and keeps the others', async () => {
      const res = await put({
        firstName: '  Ngọc Lan ',
        phone: '091 234 5678',
        bio: 'Chuyên gia kiểm kê khí nhà kính.\nHà Nội',
        location: 'Hà Nội',
        profession: 'Kỹ sư môi trường',
        organizationName: 'Công ty TNHH Thép Xanh',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        firstName: 'Ngọc Lan',
        lastName: 'Trần',
        phone: '+84912345678',
        bio: 'Chuyên gia kiểm kê khí nhà kính.\nHà Nội',
        location: 'Hà Nội',
        profession: 'Kỹ sư môi trường',
        organizationName: 'Công ty TNHH Thép Xanh',
        locale: 'vi',
      });
      const again = await call({ method: 'GET', url: '/api/users/profile' });
      expect(again.json().data).toEqual(res.json().data);
      // The stored E.164 number passes the form's rule when sent back unchanged.
      expect((await put({ phone: '+84912345678', lastName: 'Trần Thị' })).json().data).toMatchObject({
        phone: '+84912345678',
        lastName: 'Trần Thị',
      });
    });

    it('clears optional fields with null or an empty text', async () => {
      const res = await put({
        bio: null,
        location: '',
        phone: '',
        organizationName: null,
        profession: '   ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        bio: null,
        location: null,
        phone: null,
        organizationName: null,
        profession: null,
        firstName: 'Ngọc Lan',
      });
    });

    it('changes the account language', async () => {
      expect((await put({ locale: 'en' })).json().data.locale).toBe('en');
      expect((await put({ locale: 'vi' })).json().data.locale).toBe('vi');
    });

    it('refuses with the form’s texts per field, in the request’s language', async () => {
      for (const locale of ['vi', 'en'] as const) {
        const res = await put(
          {
            firstName: '',
            lastName: '<b>x</b>',
            phone: '0123',
            organizationName: 'A',
            bio: 'x'.repeat(1001),
          },
          { locale },
        );
        const body = expectError(res, 400, 'VALIDATION_FAILED');
        expect(body.message).toBe(message(locale, 'errors', 'validationFailed'));
        expect(body.details).toEqual([
          { field: 'firstName', message: message(locale, 'validation', 'firstNameRequired') },
          { field: 'lastName', message: message(locale, 'validation', 'invalidCharacters') },
          { field: 'phone', message: message(locale, 'validation', 'invalidPhone') },
          { field: 'bio', message: message(locale, 'validation', 'maxLength', { max: 1000 }) },
          { field: 'organizationName', message: message(locale, 'validation', 'minLength', { min: 2 }) },
        ]);
      }
      // Nothing was changed.
      expect((await call({ method: 'GET', url: '/api/users/profile' })).json().data.firstName).toBe(
        'Ngọc Lan',
      );
    });

    it('answers bad bodies 4xx, never 5xx', async () => {
      expectError(await put({}), 400, 'VALIDATION_FAILED');
      expectError(await put({ locale: 'fr' }), 400, 'VALIDATION_FAILED');
      expectError(await put({ firstName: 42 }), 400, 'VALIDATION_FAILED');
      expectError(await put([{ firstName: 'A' }]), 400, 'VALIDATION_FAILED');
      expectError(
        await put('null', { headers: { 'content-type': 'application/json' } }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await put('{"firstName": "A"', { headers: { 'content-type': 'application/json' } }),
        400,
        'MALFORMED_JSON',
      );
      expectError(
        await put(JSON.stringify({ bio: 'x'.repeat(10 * 1024 * 1024) }), {
          headers: { 'content-type': 'application/json' },
        }),
        413,
        'PAYLOAD_TOO_LARGE',
      );
      expectError(
        await put('firstName=A', { headers: { 'content-type': 'text/plain' } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expectError(
        await call({
          method: 'PUT',
          url: '/api/users/profile',
          payload: { firstName: 'A' },
          anonymous: true,
        }),
        401,
        'UNAUTHORIZED',
      );
      expectError(
        await call({ method: 'GET', url: '/api/users/profile', anonymous: true }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('the profile image', () => {
    it('stores a PNG as WebP and serves it with a year-long cache, from any API instance', async () => {
      const res = await upload([{ name: 'file', data: PNG, filename: 'me.png', type: 'image/png' }]);
      expect(res.statusCode).toBe(200);
      const profile = res.json().data;
      expect(profile.avatarUrl).toBe(`/api/users/avatars/${profile.id}?v=1`);

      const image = await app.inject({ method: 'GET', url: profile.avatarUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });

      // Another API process on the same database serves it too (bytes in the database, not on a disk).
      const other = await buildApp({ db: handle.db, config: testConfig({ cognito: cognito.config }) });
      try {
        const elsewhere = await other.inject({ method: 'GET', url: profile.avatarUrl });
        expect(elsewhere.statusCode).toBe(200);
        expect(elsewhere.rawPayload.equals(image.rawPayload)).toBe(true);
      } finally {
        await other.close();
      }
      expect((await call({ method: 'GET', url: '/api/users/profile' })).json().data.avatarUrl).toBe(
        profile.avatarUrl,
      );
    });

    it('re-encodes a photo: upright, at most 512 px, without its EXIF (GPS, camera), with a new URL per upload', async () => {
      const photo = await PHOTO;
      // The upload does carry the metadata the server must drop.
      const sent = await sharp(photo).metadata();
      expect(sent.orientation).toBe(6);
      expect(sent.exif?.includes(Buffer.from('TestCam'))).toBe(true);

      const jpeg = await upload([
        { name: 'file', data: photo, filename: 'photo', type: 'application/octet-stream' },
      ]);
      expect(jpeg.statusCode, jpeg.body).toBe(200);
      expect(jpeg.json().data.avatarUrl).toMatch(/\?v=2$/);
      const served = await app.inject({ method: 'GET', url: jpeg.json().data.avatarUrl });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320, height: 512 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
      // What the database holds is what is served: the original is not kept anywhere.
      const { rows } = await handle.db.query<{ byte_size: number; content_type: string }>(
        'SELECT byte_size, content_type FROM user_avatars WHERE user_id = $1',
        [jpeg.json().data.id],
      );
      expect(rows).toEqual([{ byte_size: served.rawPayload.length, content_type: 'image/webp' }]);

      const webp = await upload([{ name: 'file', data: await WEBP, filename: 'x.webp', type: 'image/webp' }]);
      expect(webp.statusCode).toBe(200);
      expect(webp.json().data.avatarUrl).toMatch(/\?v=3$/);
      const small = await app.inject({ method: 'GET', url: webp.json().data.avatarUrl });
      expect(small.headers['content-type']).toBe('image/webp');
      // Small images are not enlarged; transparency is kept.
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({
        width: 40,
        height: 30,
        hasAlpha: true,
      });
    });

    it('refuses a file that starts like an image but does not decode (400, never 5xx), storing nothing', async () => {
      const before = (await call({ method: 'GET', url: '/api/users/profile' })).json().data.avatarUrl;
      for (const locale of ['vi', 'en'] as const) {
        for (const data of [BROKEN_JPEG, (await PHOTO).subarray(0, 400)]) {
          const broken = await upload([{ name: 'file', data, filename: 'me.jpg', type: 'image/jpeg' }], {
            locale,
          });
          const body = expectError(broken, 400, 'VALIDATION_FAILED');
          expect(body.message).toBe(message(locale, 'errors', 'imageUnreadable'));
          expect(body.details).toEqual([
            { field: 'file', message: message(locale, 'errors', 'imageUnreadable') },
          ]);
        }
      }
      // A decompression bomb: 10000 x 10000 pixels in a small PNG.
      const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expectError(
        await upload([{ name: 'file', data: bomb, filename: 'bomb.png', type: 'image/png' }]),
        400,
        'VALIDATION_FAILED',
      );
      expect((await call({ method: 'GET', url: '/api/users/profile' })).json().data.avatarUrl).toBe(before);
    });

    it('refuses an executable renamed .png (415), a 3 MB image (413) and a missing file (400)', async () => {
      for (const locale of ['vi', 'en'] as const) {
        const exe = await upload([{ name: 'file', data: EXE, filename: 'avatar.png', type: 'image/png' }], {
          locale,
        });
        expect(expectError(exe, 415, 'UNSUPPORTED_MEDIA_TYPE').message).toBe(
          message(locale, 'errors', 'unsupportedMediaType'),
        );
      }
      const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]);
      const tooBig = await upload([{ name: 'file', data: big, filename: 'big.png', type: 'image/png' }]);
      expect(expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE').message).toBe(
        message('vi', 'errors', 'payloadTooLarge'),
      );
      // Exactly 2 MB is allowed.
      const limit = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length, 7)]);
      expect(
        (await upload([{ name: 'file', data: limit, filename: 'ok.png', type: 'image/png' }])).statusCode,
      ).toBe(200);

      const missing = expectError(await upload([{ name: 'note', data: 'hello' }]), 400, 'VALIDATION_FAILED');
      expect(missing.details).toEqual([
        { field: 'file', message: message('vi', 'validation', 'fieldRequired') },
      ]);
      expectError(
        await upload([{ name: 'photo', data: PNG, filename: 'a.png', type: 'image/png' }]),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await upload([{ name: 'file', data: Buffer.alloc(0), filename: 'empty.png' }]),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await call({ method: 'POST', url: '/api/users/profile/avatar', payload: { file: 'x' } }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expectError(
        await call({
          method: 'POST',
          url: '/api/users/profile/avatar',
          payload: '--x\r\nbroken',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await upload([{ name: 'file', data: PNG, filename: 'me.png', type: 'image/png' }], {
          anonymous: true,
        }),
        401,
        'UNAUTHORIZED',
      );
      // The refused uploads changed nothing: the last good image (the 2 MB one, 1x1 once re-encoded) is served.
      const current = (await call({ method: 'GET', url: '/api/users/profile' })).json().data.avatarUrl;
      const served = await app.inject({ method: 'GET', url: current });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1, height: 1 });
    });

    it('answers 404 for a user without an image and 400 for a malformed id', async () => {
      expectError(
        await app.inject({ method: 'GET', url: '/api/users/avatars/00000000-0000-4000-8000-000000000000' }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await app.inject({ method: 'GET', url: '/api/users/avatars/not-a-uuid' }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
