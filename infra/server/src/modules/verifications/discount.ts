/**
 * The student discount: a percentage off the products of every brand (gift cards are never discounted), applied by
 * the cart while the account's verification is valid, as its own promotion line. Employee pricing wins over it and
 * the two are never combined (cart personal-discount.ts). Kept in code: changing the rate is a reviewed change.
 */
import type { Language } from '@sf/remote-contract';
import { STUDENT_DISCOUNT_PERCENT } from '@sf/contracts/student-verification';
import type { PersonalDiscount } from '../cart';

/** Campaign id of the promotion line (analytics and the order keep it). */
export const STUDENT_CAMPAIGN_ID = 'student-discount';

/** The promotion line's text; `{{percent}}` is the rate. */
export const STUDENT_DISCOUNT_TEXT: Record<Language, string> = {
  en: 'Student discount ({{percent}}%)',
  de: 'Studentenrabatt ({{percent}} %)',
  fr: 'Remise étudiante ({{percent}} %)',
  it: 'Sconto studenti ({{percent}}%)',
  es: 'Descuento para estudiantes ({{percent}} %)',
  nl: 'Studentenkorting ({{percent}}%)',
  pl: 'Zniżka studencka ({{percent}}%)',
  pt: 'Desconto de estudante ({{percent}}%)',
};

export const studentDiscount: PersonalDiscount = {
  campaignId: STUDENT_CAMPAIGN_ID,
  percentFor: () => STUDENT_DISCOUNT_PERCENT,
  text: (language, percent) => STUDENT_DISCOUNT_TEXT[language].replaceAll('{{percent}}', String(percent)),
};
