// The real newsletter texts the server serves (infra/server i18n module), so tests fail when a key is missing.
import type { Language } from '@sf/remote-contract';
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import en from '../../../infra/server/src/modules/i18n/texts/en/newsletter.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/newsletter.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/newsletter.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/newsletter.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/newsletter.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/newsletter.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/newsletter.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/newsletter.json';

export const NEWSLETTER_TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
export const newsletterShell = createShellRenderer({ newsletter: NEWSLETTER_TEXTS, 'newsletter-page': serverTexts('newsletter-page') });
