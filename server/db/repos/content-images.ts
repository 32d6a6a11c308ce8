// Images staff upload for articles and stories (`content_images`, migration 0700), stored as bytes like the
// avatars (./avatars.ts) so every API instance serves them. Never changed after the upload: the URL is cacheable.
import type { Db } from '../client';
import type { AvatarContentType } from './avatars';
import { isUuid } from './users';

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface ContentImage {
  id: string;
  contentType: AvatarContentType;
  bytes: Buffer;
}

/** Where an image is served (under the API prefix). */
export function contentImageUrlOf(id: string): string {
  return `/api/content-images/${id}`;
}

export async function insertContentImage(
  tx: Pick<Db, 'query'>,
  input: { contentType: AvatarContentType; bytes: Uint8Array; uploadedByUserId: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO content_images (content_type, bytes, byte_size, uploaded_by_user_id)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.contentType, Buffer.from(input.bytes), input.bytes.length, input.uploadedByUserId],
  );
  return rows[0].id;
}

export async function findContentImage(db: Pick<Db, 'query'>, id: string): Promise<ContentImage | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<{ id: string; content_type: AvatarContentType; bytes: Uint8Array }>(
    'SELECT id, content_type, bytes FROM content_images WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    contentType: row.content_type,
    // pg answers a Buffer, PGlite a Uint8Array.
    bytes: Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
  };
}
