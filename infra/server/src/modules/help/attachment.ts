/**
 * The contact form's attachment: decoded, measured and identified by its first bytes (file-type), whatever name or
 * type the browser claimed. Only images and PDFs are kept; anything else is refused with a 415 that says what is allowed.
 */
import { fileTypeFromBuffer } from 'file-type';
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENT_TYPES, type ContactAttachmentType } from '@sf/contracts/help';
import { HttpError } from '../../plugins/http-errors';

export interface CheckedAttachment {
  fileName: string;
  contentType: ContactAttachmentType;
  bytes: Buffer;
}

const isAllowed = (mime: string): mime is ContactAttachmentType => (CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(mime);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Keeps the name readable and harmless in a Content-Disposition header: no paths, controls or quotes. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'attachment';
}

export async function checkAttachment(input: { fileName: string; contentBase64: string }): Promise<CheckedAttachment> {
  const bytes = Buffer.from(input.contentBase64, 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'attachment: the file is empty');
  if (bytes.length > CONTACT_ATTACHMENT_MAX_BYTES) {
    throw new HttpError(413, `attachment: the file is ${megabytes(bytes.length)}; at most ${megabytes(CONTACT_ATTACHMENT_MAX_BYTES)} is accepted`);
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAllowed(detected.mime)) {
    throw new HttpError(415, 'attachment: only JPEG, PNG, WebP or GIF images and PDF documents are accepted (checked from the file content)');
  }
  return { fileName: safeFileName(input.fileName), contentType: detected.mime, bytes };
}
