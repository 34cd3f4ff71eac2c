/**
 * The consent banner's form (spec §4, issue 13). The banner is in the server's HTML, so it can be answered before
 * the page's JavaScript has run: its buttons post here, the choice becomes the `sf-consent` cookie and the shopper
 * goes back to the page (303), which the server now sends without the banner. Once the shell has hydrated, the
 * banner records the choice in the browser and never posts. A choice forced by another site is refused: consent
 * must be the shopper's own.
 */
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCEPT_ALL,
  CONSENT_FORM_PATH,
  COOKIE_PREFERENCES_ANCHOR,
  consentCookieText,
  NECESSARY_ONLY,
  safeRedirectPath,
  type ConsentChoice,
} from '@sf/contracts';
import { HttpError } from '../../plugins/http-errors';
import { CROSS_SITE_REFUSED, isCrossSite } from '../../plugins/same-site';

/** A form of three buttons, three checkboxes and a path: nothing legitimate is larger. */
const FORM_BODY_LIMIT = 4096;

const checkbox = z.literal('on').optional().describe('present when the category is ticked (choice=custom)');
const ConsentFormSchema = z.object({
  choice: z.enum(['all', 'none', 'custom', 'preferences']).describe('which button was pressed'),
  return: z.string().max(2048).optional().describe('the page to go back to: a same-site path'),
  performance: checkbox,
  functional: checkbox,
  targeting: checkbox,
});

/** The choice a pressed button records ('custom': the ticked categories). */
function chosen(form: z.infer<typeof ConsentFormSchema>): ConsentChoice {
  if (form.choice === 'all') return ACCEPT_ALL;
  if (form.choice === 'none') return NECESSARY_ONLY;
  return { performance: form.performance === 'on', functional: form.functional === 'on', targeting: form.targeting === 'on' };
}

const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  // An HTML form's encoding, for this route only (the API elsewhere speaks JSON).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(CONSENT_FORM_PATH, {
    schema: {
      tags: ['consent'],
      summary: "The consent banner's form: records the choice as the sf-consent cookie and goes back to the page (303)",
      consumes: ['application/x-www-form-urlencoded'],
      body: ConsentFormSchema,
    },
    handler: async (request, reply) => {
      if (isCrossSite(request)) throw new HttpError(403, CROSS_SITE_REFUSED);
      const back = safeRedirectPath(request.body.return) ?? '/';
      // "Cookie preferences" pressed before the page hydrated: back to the page with the panel's anchor, which opens
      // it (spec §2), and nothing recorded yet.
      if (request.body.choice === 'preferences')
        return reply.header('cache-control', 'no-store').redirect(`${back.split('#')[0]}#${COOKIE_PREFERENCES_ANCHOR}`, 303);
      return reply
        .header('set-cookie', consentCookieText(chosen(request.body), request.protocol === 'https'))
        .header('cache-control', 'no-store')
        .redirect(back, 303);
    },
  });
};

export default fp(
  async (app) => {
    await app.register(consentRoutes);
  },
  { name: 'consent', dependencies: ['config'] },
);
