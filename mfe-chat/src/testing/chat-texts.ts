// The real texts the server serves (infra/server i18n module), so tests fail when a key is missing or misspelled.
import type { Language } from '@sf/remote-contract';
import en from '../../../infra/server/src/modules/i18n/texts/en/chat.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/chat.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/chat.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/chat.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/chat.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/chat.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/chat.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/chat.json';

export const NAMESPACE = 'chat';
export const TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
