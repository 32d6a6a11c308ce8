// Profile images, one per user, stored as bytes in `user_avatars` (migration 0200) so that every API instance
// serves them. Saving an image also points `users.avatar_url` at it, with a version that changes on every upload
// (the URL is cached for a year).
import type { Db } from '../client';
import { isUuid, toUser, type User, type UserRow } from './users';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface Avatar {
  userId: string;
  contentType: AvatarContentType;
  bytes: Buffer;
  version: number;
  updatedAt: string;
}

/** Where the image is served (under the API prefix); `v` changes with every upload. */
export function avatarUrlOf(userId: string, version: number): string {
  return `/api/users/avatars/${userId}?v=${version}`;
}

/**
 * The image's type from its first bytes (PNG, JPEG or WebP signatures), whatever name or type the upload declared;
 * null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): AvatarContentType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Stores (or replaces) the user's image and updates their `avatar_url`, in one transaction. */
export async function saveAvatar(
  db: Db,
  input: { userId: string; contentType: AvatarContentType; bytes: Uint8Array },
): Promise<User | null> {
  if (!isUuid(input.userId)) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ version: number }>(
      `INSERT INTO user_avatars (user_id, content_type, bytes, byte_size)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET
         content_type = excluded.content_type,
         bytes = excluded.bytes,
         byte_size = excluded.byte_size,
         version = user_avatars.version + 1,
         updated_at = now()
       RETURNING version`,
      [input.userId, input.contentType, Buffer.from(input.bytes), input.bytes.length],
    );
    const updated = await tx.query<UserRow>(
      'UPDATE users SET avatar_url = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [input.userId, avatarUrlOf(input.userId, rows[0].version)],
    );
    return updated.rows[0] ? toUser(updated.rows[0]) : null;
  });
}

export async function findAvatar(db: Db, userId: string): Promise<Avatar | null> {
  if (!isUuid(userId)) return null;
  const { rows } = await db.query<{
    user_id: string;
    content_type: AvatarContentType;
    bytes: Uint8Array;
    version: number;
    updated_at: Date;
  }>('SELECT user_id, content_type, bytes, version, updated_at FROM user_avatars WHERE user_id = $1', [
    userId,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    contentType: row.content_type,
    // pg answers a Buffer, PGlite a Uint8Array.
    bytes: Buffer.isBuffer(row.bytes)
      ? row.bytes
      : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}
