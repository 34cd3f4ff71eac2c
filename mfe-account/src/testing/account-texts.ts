// The real texts the server serves (infra/server i18n module), so tests fail when a key is missing or misspelled.
import type { Language } from '@sf/remote-contract';
import en from '../../../infra/server/src/modules/i18n/texts/en/account.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/account.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/account.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/account.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/account.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/account.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/account.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/account.json';

export const NAMESPACE = 'account';
export const TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
