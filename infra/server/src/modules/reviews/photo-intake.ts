/**
 * Shoppers' review photos: the file's type is read from its first bytes (JPEG, PNG or WebP magic numbers), never
 * from the Content-Type the client sent; size and pixel dimensions are checked; then sharp re-encodes it (turned
 * upright by its EXIF orientation, fitted to the photo canvas, metadata such as GPS dropped) and the image pipeline
 * stores it as an original named by its content's hash, served at the pipeline's immutable URLs.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { REVIEW_PHOTO_LIMITS, type UploadedPhoto } from '@sf/contracts/api';
import { HttpError } from '../../http-errors';
import { PHOTO_CANVAS, photoUrl, type ImagePipeline } from '../images';

export type SniffedType = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean => signature.every((byte, index) => bytes[at + index] === byte);

/** The type the bytes really are; null for anything else (GIF, SVG, PDF, HTML, an executable…). */
export function sniffImageType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const PHOTO_TYPE_REFUSED = 'photo: only JPEG, PNG or WebP images are accepted (the file is not one, whatever its name or type says)';

export const photoOf = (id: string) => ({ id, thumbnail: photoUrl(id, 320, 'jpg'), large: photoUrl(id, 1280, 'jpg') });

export async function takePhoto(images: ImagePipeline, bytes: Buffer): Promise<UploadedPhoto> {
  if (bytes.length === 0) throw new HttpError(400, 'photo: the file is empty');
  if (bytes.length > REVIEW_PHOTO_LIMITS.maxBytes) {
    throw new HttpError(413, `photo: the file is ${megabytes(bytes.length)}; at most ${megabytes(REVIEW_PHOTO_LIMITS.maxBytes)} is accepted`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, PHOTO_TYPE_REFUSED);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new HttpError(400, `photo: the ${type.toUpperCase()} file is damaged and cannot be read`);
  }
  const { width = 0, height = 0 } = metadata;
  const { minSide, maxSide } = REVIEW_PHOTO_LIMITS;
  if (Math.min(width, height) < minSide) throw new HttpError(400, `photo: ${width} × ${height} pixels is too small; at least ${minSide} pixels a side`);
  if (Math.max(width, height) > maxSide) throw new HttpError(400, `photo: ${width} × ${height} pixels is too large; at most ${maxSide} pixels a side`);
  let jpeg: { data: Buffer; info: OutputInfo };
  try {
    jpeg = await sharp(bytes, { limitInputPixels: maxSide * maxSide })
      .timeout({ seconds: 20 })
      .rotate()
      .resize({ width: PHOTO_CANVAS.width, height: PHOTO_CANVAS.height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(400, `photo: the ${type.toUpperCase()} file is damaged and cannot be read`);
  }
  const id = createHash('sha256').update(jpeg.data).digest('hex').slice(0, 16);
  await images.addOriginal(id, jpeg.data);
  return { ...photoOf(id), width: jpeg.info.width, height: jpeg.info.height };
}
