// The newsletter namespaces (owned with the newsletter module), for the profile's newsletter preference.
import type { Language } from '@sf/contracts';
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import en from '../../../infra/server/src/modules/i18n/texts/en/newsletter.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/newsletter.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/newsletter.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/newsletter.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/newsletter.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/newsletter.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/newsletter.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/newsletter.json';

export const newsletterShell = createShellRenderer({
  newsletter: { en, de, fr, it, es, nl, pl, pt } satisfies Record<Language, Record<string, string>>,
  'newsletter-preference': serverTexts('newsletter-preference'),
});
