/**
 * Newsletter endpoints: the public double opt-in (subscribe, confirm, unsubscribe) and the signed-in customer's
 * preference (profile). Subscribing answers the same whatever the address's state; it is rate limited per client
 * address (429), and each address gets at most MAILS_PER_ADDRESS confirmation mails an hour (further requests are
 * answered alike and send nothing, so nobody can flood an inbox).
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import {
  ApiErrorSchema,
  NewsletterLinkResultSchema,
  NewsletterPreferenceQuerySchema,
  NewsletterPreferenceSchema,
  NewsletterSubscribeBodySchema,
  NewsletterSubscribeResultSchema,
  NewsletterTokenBodySchema,
  NewsletterTokenQuerySchema,
  SetNewsletterPreferenceBodySchema,
} from '@sf/contracts/api';
import type { CurrentCustomer } from '../../plugins/customer';
import { errorResponses } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';

const tags = ['newsletter'];
/** Per client address (IP): subscription requests, and link answers (tokens are unguessable; this keeps probing slow). */
export const NEWSLETTER_LIMITS = {
  subscribe: { limit: 10, windowSeconds: 10 * 60 },
  links: { limit: 30, windowSeconds: 60 },
};
/** Confirmation mails per e-mail address and brand per hour. */
export const MAILS_PER_ADDRESS = 3;

const rejected = { 400: errorResponses[400], 429: ApiErrorSchema.describe('Too many requests from this address; see Retry-After') };
const signedIn = { 400: errorResponses[400], 401: ApiErrorSchema.describe('Nobody is signed in') };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Counts a confirmation mail for the address; false once the hour's allowance is used. */
  async function mayMail(email: string, brand: string): Promise<boolean> {
    const key = `newsletter-mails:${createHash('sha256').update(`${email.toLowerCase()}|${brand}`).digest('base64url')}`;
    const { count } = await app.keyValue.hit(key, 60 * 60);
    return count <= MAILS_PER_ADDRESS;
  }

  const preferenceOf = async (customer: CurrentCustomer, brand: BrandKey) => {
    const status = await app.newsletter.preference(customer, brand);
    return { brand, email: customer.email, status, subscribed: status === 'confirmed' };
  };

  app.post('/api/newsletter/subscriptions', {
    schema: {
      tags,
      summary: 'Subscribe an address to the brand newsletter: a confirmation link is mailed (same answer whatever the address)',
      body: NewsletterSubscribeBodySchema,
      response: { 202: NewsletterSubscribeResultSchema, ...rejected },
    },
    config: limitPerAddress('newsletter-subscribe', NEWSLETTER_LIMITS.subscribe, 'subscription requests'),
    handler: async (request, reply) => {
      const { email, brand, locale } = request.body;
      const customer = await app.currentCustomer(request);
      await app.newsletter.subscribe(
        { email, brand, locale: locale as LocaleCode, customerId: customer && customer.email.toLowerCase() === email ? customer.customerId : null },
        { sendMail: await mayMail(email, brand) },
      );
      return reply.code(202).header('cache-control', 'no-store').send({ status: 'confirmation-sent' });
    },
  });

  app.post('/api/newsletter/confirm', {
    schema: {
      tags,
      summary: 'Confirm a subscription with the token of the confirmation link',
      body: NewsletterTokenBodySchema,
      response: { 200: NewsletterLinkResultSchema, ...rejected },
    },
    config: limitPerAddress('newsletter-links', NEWSLETTER_LIMITS.links, 'requests'),
    handler: async (request) => app.newsletter.confirm(request.body.token),
  });

  app.get('/api/newsletter/unsubscribe', {
    schema: {
      tags,
      summary: 'What an unsubscribe link is about (brand, current status); changes nothing',
      querystring: NewsletterTokenQuerySchema,
      response: { 200: NewsletterLinkResultSchema, ...rejected },
    },
    config: limitPerAddress('newsletter-links', NEWSLETTER_LIMITS.links, 'requests'),
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await app.newsletter.unsubscribeStatus(request.query.token)),
  });

  app.post('/api/newsletter/unsubscribe', {
    schema: {
      tags,
      summary: 'Unsubscribe with the token of an unsubscribe link (repeating it changes nothing)',
      body: NewsletterTokenBodySchema,
      response: { 200: NewsletterLinkResultSchema, ...rejected },
    },
    config: limitPerAddress('newsletter-links', NEWSLETTER_LIMITS.links, 'requests'),
    handler: async (request) => app.newsletter.unsubscribe(request.body.token),
  });

  app.get('/api/newsletter/preference', {
    schema: {
      tags,
      summary: "The signed-in customer's newsletter status for the brand",
      querystring: NewsletterPreferenceQuerySchema,
      response: { 200: NewsletterPreferenceSchema, ...signedIn },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      return reply.header('cache-control', 'no-store').send(await preferenceOf(customer, request.query.brand as BrandKey));
    },
  });

  app.put('/api/newsletter/preference', {
    schema: {
      tags,
      summary: 'Subscribe or unsubscribe the signed-in customer (a verified e-mail is confirmed at once, else a confirmation link is mailed)',
      body: SetNewsletterPreferenceBodySchema,
      response: { 200: NewsletterPreferenceSchema, ...signedIn },
    },
    handler: async (request) => {
      const customer = await app.requireCustomer(request);
      const { brand, locale, subscribed } = request.body;
      const subscription = { email: customer.email, brand, locale: (locale in LOCALES ? locale : 'uk-en') as LocaleCode, customerId: customer.customerId };
      if (!subscribed) await app.newsletter.unsubscribeAddress(customer.email, brand);
      else if (customer.emailVerified) await app.newsletter.subscribeConfirmed(subscription);
      else await app.newsletter.subscribe(subscription, { sendMail: await mayMail(customer.email, brand) });
      // The account's own record of the choice (profile, sign-up opt-in) follows the newsletter preference.
      if (await app.identity.customer(customer.customerId)) await app.identity.updateProfile(customer.customerId, { marketingOptIn: subscribed });
      return preferenceOf(customer, brand as BrandKey);
    },
  });
};
