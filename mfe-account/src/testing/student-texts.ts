// The real student-verification texts the server serves (infra/server i18n module), so tests fail when a key is missing.
import type { Language } from '@sf/remote-contract';
import en from '../../../infra/server/src/modules/i18n/texts/en/student.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/student.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/student.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/student.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/student.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/student.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/student.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/student.json';

export const STUDENT_NAMESPACE = 'student';
export const STUDENT_TEXTS: Record<Language, Record<string, string>> = { en, de, fr, it, es, nl, pl, pt };
