/**
 * The contact form's attachment: decoded, measured and identified by its first bytes (file-type), whatever name or
 * type the browser claimed. Only images and PDFs are kept; anything else is refused with a 415 that says what is allowed.
 */
import { CONTACT_ATTACHMENT_MAX_BYTES, CONTACT_ATTACHMENT_TYPES, type ContactAttachmentType } from '@sf/contracts/help';
import { safeFileName, sniffUpload } from '../../uploaded-file';

export interface CheckedAttachment {
  fileName: string;
  contentType: ContactAttachmentType;
  bytes: Buffer;
}

const CONTACT_RULES = {
  types: CONTACT_ATTACHMENT_TYPES,
  maxBytes: CONTACT_ATTACHMENT_MAX_BYTES,
  typesInWords: 'JPEG, PNG, WebP or GIF images and PDF documents',
};

export async function checkAttachment(input: { fileName: string; contentBase64: string }): Promise<CheckedAttachment> {
  const bytes = Buffer.from(input.contentBase64, 'base64');
  const contentType = await sniffUpload(bytes, CONTACT_RULES);
  return { fileName: safeFileName(input.fileName), contentType, bytes };
}
