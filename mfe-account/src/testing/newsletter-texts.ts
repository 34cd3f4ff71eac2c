// The newsletter namespaces (owned with the newsletter module), for the profile's newsletter preference.
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';

export const newsletterShell = createShellRenderer({
  newsletter: serverTexts('newsletter'),
  'newsletter-preference': serverTexts('newsletter-preference'),
});
