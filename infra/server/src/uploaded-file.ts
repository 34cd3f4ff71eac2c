/**
 * A file a shopper sends (contact form, live chat): measured, and identified by its first bytes (file-type) whatever
 * name or type the client claimed. One place, so every upload refuses in the same words.
 */
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './http-errors';

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A readable, harmless name for a Content-Disposition header: no folders, control characters or quotes. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'attachment';
}

export interface UploadRules<T extends string> {
  types: readonly T[];
  maxBytes: number;
  /** The allowed types as a shopper reads them, e.g. "JPEG, PNG or WebP images and PDF documents". */
  typesInWords: string;
}

/** The file's real type: 400 when empty, 413 over `maxBytes`, 415 when its bytes are not one of `types`. */
export async function sniffUpload<T extends string>(bytes: Buffer, rules: UploadRules<T>): Promise<T> {
  if (bytes.length === 0) throw new HttpError(400, 'attachment: the file is empty');
  if (bytes.length > rules.maxBytes) {
    throw new HttpError(413, `attachment: the file is ${megabytes(bytes.length)}; at most ${megabytes(rules.maxBytes)} is accepted`);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const allowed = (mime: string): mime is T => (rules.types as readonly string[]).includes(mime);
  if (!detected || !allowed(detected.mime)) throw new HttpError(415, `attachment: only ${rules.typesInWords} are accepted (checked from the file content)`);
  return detected.mime;
}
