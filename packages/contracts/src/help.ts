/**
 * Issue 25, help centre and contact (spec §2 /help, /contact-us): the vocabulary shared by the server, the edge and
 * mfe-content-help. Topic and article slugs are the same in every language (the page text is localized, the address
 * is not, as with product paths).
 */

/** The help topics, in the order the index lists them. */
export const HELP_TOPIC_SLUGS = ['delivery', 'returns', 'payment', 'sizing', 'loyalty', 'gift-cards', 'store-pickup', 'privacy'] as const;
export type HelpTopicSlug = (typeof HELP_TOPIC_SLUGS)[number];

/** The topics the help index shows first. */
export const POPULAR_HELP_TOPICS: readonly HelpTopicSlug[] = ['delivery', 'returns', 'sizing', 'payment'];

/** What a shopper can write to customer service about (the contact form's first field). */
export const CONTACT_TOPICS = ['order', 'delivery', 'returns', 'payment', 'product', 'loyalty', 'gift-cards', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** A case's life: new → being handled → answered; closed when nothing more is to be done. */
export const CASE_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Order numbers: two letters and eight digits, e.g. NB12345678 (as api/account.ts). */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{8}$/;

/** A case reference shown to the shopper: CS- and eight characters without look-alikes (0/O, 1/I/L). */
export const CASE_REFERENCE_PATTERN = /^CS-[2-9A-HJKMNP-Z]{8}$/;

/** One attachment per case: images or a PDF, told apart by their first bytes, not by name or declared type. */
export const CONTACT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export type ContactAttachmentType = (typeof CONTACT_ATTACHMENT_TYPES)[number];
/** 2 MiB: a phone photo of a damaged shoe or a receipt scan fits. */
export const CONTACT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CONTACT_MESSAGE_MAX = 4000;
export const CONTACT_NAME_MAX = 120;
/** Search terms longer than this are cut by the schema (a 400). */
export const HELP_SEARCH_MAX = 100;
