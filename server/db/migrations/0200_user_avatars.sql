-- Profile images (POST /users/profile/avatar, served by GET /users/avatars/{id}). Stored in the database, not on
-- a local disk, so every API instance serves every image. One image per user: an upload replaces the row and
-- bumps `version`, which is part of users.avatar_url (`?v=<version>`), so caches keep an image for a year and a new
-- upload is a new URL.

CREATE TABLE user_avatars (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 2097152),
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
