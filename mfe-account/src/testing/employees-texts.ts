// The real employees texts the server serves (infra/server i18n module), so tests fail when a key is missing.
import type { Language } from '@sf/remote-contract';
import { createShellRenderer } from '@sf/test-kit/testing';
import en from '../../../infra/server/src/modules/i18n/texts/en/employees.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/employees.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/employees.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/employees.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/employees.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/employees.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/employees.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/employees.json';

export const EMPLOYEES_TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
export const employeesShell = createShellRenderer({ employees: EMPLOYEES_TEXTS });
