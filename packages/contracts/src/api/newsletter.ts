import { z } from 'zod';
import { BrandSchema, LocaleSchema, SiteQuerySchema } from './common';
import { EmailSchema } from './identity';

/**
 * Newsletter (`/api/newsletter/*`), one list per brand, with double opt-in: a subscription request mails a
 * confirmation link (outbox); only the link's owner confirms it. Every mail carries an unsubscribe link. Links carry a
 * token signed by the server (HMAC), never a database id in clear. The answers never say whether an address was
 * already subscribed.
 */

/** `<payload>.<signature>`, both base64url; what the links in the mails carry. */
export const NewsletterTokenSchema = z
  .string()
  .min(20, 'token: the link is incomplete')
  .max(400, 'token: the link is not valid')
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'token: the link is not valid');

export const NewsletterSubscribeBodySchema = z.object({ email: EmailSchema, brand: BrandSchema, locale: LocaleSchema });

/** The same answer for a new, pending, confirmed or unsubscribed address: nothing about it is revealed. */
export const NewsletterSubscribeResultSchema = z.object({ status: z.literal('confirmation-sent') });

export const NewsletterTokenBodySchema = z.object({ token: NewsletterTokenSchema });
export const NewsletterTokenQuerySchema = z.object({ token: NewsletterTokenSchema });

export const NewsletterStatusSchema = z.enum(['none', 'pending', 'confirmed', 'unsubscribed']);

/** After confirming or unsubscribing: the brand's list it was about, and the state now. */
export const NewsletterLinkResultSchema = z.object({ brand: BrandSchema, status: NewsletterStatusSchema });

export const NewsletterPreferenceQuerySchema = SiteQuerySchema;

/** The signed-in customer's preference for the site's brand (shown in the profile). */
export const NewsletterPreferenceSchema = z.object({
  brand: BrandSchema,
  email: z.string(),
  status: NewsletterStatusSchema,
  /** True only once confirmed. */
  subscribed: z.boolean(),
});

/**
 * PUT /api/newsletter/preference. Subscribing with a verified account e-mail is confirmed at once (the address is
 * already proven); otherwise a confirmation mail goes out and the status is `pending`.
 */
export const SetNewsletterPreferenceBodySchema = z.object({ brand: BrandSchema, locale: LocaleSchema, subscribed: z.boolean() });
