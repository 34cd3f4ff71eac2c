// The account area's real texts as the server serves them (infra/server i18n module), so tests fail when a key is
// missing or misspelled.
import type { Language } from '@sf/remote-contract';
import en from '../../../infra/server/src/modules/i18n/texts/en/account-area.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/account-area.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/account-area.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/account-area.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/account-area.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/account-area.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/account-area.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/account-area.json';

export const ACCOUNT_AREA_NAMESPACE = 'account-area';
export const ACCOUNT_AREA_TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
