/**
 * Employee pricing: a percentage off the products of each brand (gift cards are never discounted), applied by the
 * cart while the employee session is valid and shown there as its own promotion line. Kept in code, not in a table:
 * changing a rate is a reviewed change (server README, "Employees").
 */
import { BRAND_KEYS, type BrandKey, type Language } from '@sf/remote-contract';

export const EMPLOYEE_DISCOUNT_PERCENT: Record<BrandKey, number> = {
  northbound: 40,
  kerbside: 30,
  fieldwear: 35,
};

/** Campaign id of the promotion line (analytics and the order keep it). */
export const EMPLOYEE_CAMPAIGN_ID = 'employee-pricing';

export function employeeDiscountPercent(brand: string): number {
  return (BRAND_KEYS as readonly string[]).includes(brand) ? EMPLOYEE_DISCOUNT_PERCENT[brand as BrandKey] : 0;
}

/** The promotion line's text; `{{percent}}` is the brand's rate. */
export const EMPLOYEE_DISCOUNT_TEXT: Record<Language, string> = {
  en: 'Employee discount ({{percent}}%)',
  de: 'Mitarbeiterrabatt ({{percent}} %)',
  fr: 'Remise salarié ({{percent}} %)',
  it: 'Sconto dipendenti ({{percent}}%)',
  es: 'Descuento para empleados ({{percent}} %)',
  nl: 'Personeelskorting ({{percent}}%)',
  pl: 'Rabat pracowniczy ({{percent}}%)',
  pt: 'Desconto de colaborador ({{percent}}%)',
};
