// The real texts the server serves (infra/server i18n module), so tests fail when a key is missing or misspelled.
import type { Language } from '@sf/remote-contract';
import en from '../../../infra/server/src/modules/i18n/texts/en/content.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/content.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/content.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/content.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/content.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/content.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/content.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/content.json';

export const NAMESPACE = 'content';
export const TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
