import { describe, expect, it } from 'vitest';
import { ACADEMIC_DOMAIN_RULES, academicDomainRuleOf, isAcademicEmail } from './student-verification';

describe('academic e-mail domains', () => {
  it('accepts each rule by its own example', () => {
    for (const rule of ACADEMIC_DOMAIN_RULES) expect(academicDomainRuleOf(`ada@${rule.example}`)?.id, rule.id).toBe(rule.id);
  });

  it.each([
    'jo@harvard.edu',
    'jo@cs.stanford.edu',
    'jo@student.unimelb.edu.au',
    'jo@ox.ac.uk',
    'JO@Cam.AC.UK',
    'jo@univie.ac.at',
    'jo@tu-berlin.de',
    'jo@fh-aachen.de',
    'jo@etu.univ-paris1.fr',
    'jo@studenti.unimi.it',
    'jo@studio.unibo.it',
    'jo@alumnos.upm.es',
    'jo@alunos.fc.ul.pt',
    'jo@student.uva.nl',
    'jo@student.kuleuven.be',
    'jo@student.ubc.ca',
  ])('accepts %s', (email) => expect(isAcademicEmail(email)).toBe(true));

  it.each([
    'jo@gmail.com',
    'jo@example.com',
    'jo@edu',
    'jo@edu.com',
    'jo@education.gov',
    'jo@university.com',
    'jo@ac.uk',
    'jo@notac.uk',
    'jo@uni.de',
    'jo@unicredit.it',
    'jo@student.com',
    'jo@mystudent.nl',
    'jo@universal-music.fr',
    'not-an-address',
    '@ox.ac.uk',
    'jo@ox.ac.uk.evil.com',
    'jo@-bad.edu',
  ])('refuses %s', (email) => expect(isAcademicEmail(email)).toBe(false));
});
