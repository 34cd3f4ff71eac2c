/**
 * Student verification (issue 25): which e-mail addresses count as academic. Shared by the server, which refuses the
 * rest with a 400, and the student-verification dialog, which says so in the shopper's language before sending. A
 * subpath of its own (`@sf/contracts/student-verification`): only the dialog and the server need it.
 *
 * No outside service decides: an address is academic when its domain matches one of the rules below, and the shopper
 * proves they read that mailbox with a code. Changing the list is a reviewed change (server README, "Student
 * verification"); every rule has an example in student-verification.test.ts.
 */

export interface AcademicDomainRule {
  id: string;
  /** What the rule accepts, for the README and the test. */
  description: string;
  example: string;
  pattern: RegExp;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SUBDOMAINS = `(?:${LABEL}\\.)*`;
const STUDENT_MAILBOX = '(?:student|students|stud|studenti|studio|studenten|etu|etud|etudiant|alunos|alumnos|alumnes|estudiantes|estudiants)';

export const ACADEMIC_DOMAIN_RULES: readonly AcademicDomainRule[] = [
  { id: 'edu', description: 'a domain under .edu (United States)', example: 'mit.edu', pattern: new RegExp(`^${SUBDOMAINS}${LABEL}\\.edu$`) },
  {
    id: 'edu-cc',
    description: 'a domain under edu.<country code> (Australia, Poland, Turkey, …)',
    example: 'uw.edu.pl',
    pattern: new RegExp(`^${SUBDOMAINS}${LABEL}\\.edu\\.[a-z]{2}$`),
  },
  {
    id: 'ac-cc',
    description: 'a domain under ac.<country code> (United Kingdom, Austria, Belgium, New Zealand, …)',
    example: 'ox.ac.uk',
    pattern: new RegExp(`^${SUBDOMAINS}${LABEL}\\.ac\\.[a-z]{2}$`),
  },
  {
    id: 'de-at-ch',
    description: 'Germany, Austria, Switzerland: a university domain uni-…, tu-…, th-…, fh-… or hs-… under .de, .at or .ch',
    example: 'stud.uni-heidelberg.de',
    pattern: new RegExp(`^${SUBDOMAINS}(?:uni|tu|th|fh|hs)-${LABEL}\\.(?:de|at|ch)$`),
  },
  {
    id: 'fr',
    description: 'France: a university domain univ-… under .fr',
    example: 'etu.univ-lyon1.fr',
    pattern: new RegExp(`^${SUBDOMAINS}univ-${LABEL}\\.fr$`),
  },
  {
    id: 'student-mailbox',
    description:
      'Italy, Spain, Portugal, the Netherlands, Belgium, Canada and the other site countries: a student mail domain (student., studenti., studio., etu., alunos., alumnos., estudiantes., …) of an institution',
    example: 'student.tudelft.nl',
    pattern: new RegExp(`^${STUDENT_MAILBOX}\\.${SUBDOMAINS}${LABEL}\\.(?:it|es|pt|nl|be|ca|us|de|at|ch|fr|pl|uk|ie|lu|dk|se|no|fi)$`),
  },
];

/** The rule an address's domain meets, or null when it is not an academic address (or not an address at all). */
export function academicDomainRuleOf(email: string): AcademicDomainRule | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain.length > 253) return null;
  return ACADEMIC_DOMAIN_RULES.find((rule) => rule.pattern.test(domain)) ?? null;
}

export const isAcademicEmail = (email: string): boolean => academicDomainRuleOf(email) !== null;

/** The flow's fixed figures, shown to the shopper and enforced by the server. */
export const STUDENT_CODE_LENGTH = 6;
export const STUDENT_CODE_MAX_ATTEMPTS = 5;
export const STUDENT_CODE_MINUTES = 30;
export const STUDENT_VERIFICATION_MONTHS = 12;
/** Percent off products (never gift cards) for a verified student; employee pricing wins over it. */
export const STUDENT_DISCOUNT_PERCENT = 10;
export const MAX_INSTITUTION_LENGTH = 120;
