// Every uploaded image (profile images, staff content images) is decoded and encoded again with sharp before it is
// stored, so that nothing of the uploaded file reaches other people but its pixels:
// - metadata goes: EXIF (camera, date, GPS position), XMP, IPTC, ICC profile and comments (sharp writes none
//   unless asked to with withMetadata/keepMetadata, which this module never does); the orientation EXIF carried
//   is applied to the pixels first (`rotate()`), so the image still shows upright;
// - anything hidden after or inside the image data (a polyglot file, a script in a comment) is dropped;
// - the size is bounded: large photos are scaled down (never up) to fit in `maxSide` x `maxSide`;
// - an animated WebP keeps its first frame only.
// Files that do not decode are refused with 400 (never 5xx), as are decompression bombs (more than
// MAX_INPUT_PIXELS pixels declared in a small file).
import sharp from 'sharp';
import type { AvatarContentType } from '../db/repos/avatars';
import { ApiError } from '../errors';

/** Refuse images of more pixels than a 48-megapixel phone photo (8000 x 6000) before decoding them. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ReencodeOptions {
  /** The longest side of the stored image (px); larger images are scaled down to fit, keeping their shape. */
  maxSide: number;
  /** The stored format: a fixed one, or `same` to keep the uploaded type. */
  format: 'webp' | 'same';
}

export interface ReencodedImage {
  contentType: AvatarContentType;
  bytes: Buffer;
  width: number;
  height: number;
}

const SHARP_FORMAT: Record<AvatarContentType, 'png' | 'jpeg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** 400 VALIDATION_FAILED on the `file` field: the bytes start like an image but do not decode as one. */
export const imageUnreadable = () =>
  new ApiError(400, 'VALIDATION_FAILED', 'imageUnreadable', [
    { field: 'file', message: { group: 'errors', key: 'imageUnreadable' } },
  ]);

/**
 * Decodes `bytes` (already sniffed as `sniffedType`) and encodes them again without metadata, auto-oriented and
 * scaled to fit `options.maxSide`. Throws `imageUnreadable()` for anything that does not decode as that type.
 */
export async function reencodeImage(
  bytes: Buffer,
  sniffedType: AvatarContentType,
  options: ReencodeOptions,
): Promise<ReencodedImage> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  try {
    // libvips detects the format itself and reads many more (SVG, TIFF, HEIF, ...): only the sniffed one passes.
    const meta = await input().metadata();
    if (meta.format !== SHARP_FORMAT[sniffedType]) throw imageUnreadable();
    const contentType: AvatarContentType = options.format === 'webp' ? 'image/webp' : sniffedType;
    let pipeline = input()
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
    pipeline =
      contentType === 'image/webp'
        ? pipeline.webp({ quality: 82 })
        : contentType === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { contentType, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // libvips' refusals (corrupt data, unsupported variant, too many pixels) are the uploader's file, not a fault.
    throw imageUnreadable();
  }
}
