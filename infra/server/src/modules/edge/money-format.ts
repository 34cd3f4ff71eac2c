import type { MoneyFormatSpec } from '@sf/contracts';
import { LOCALES, type LocaleCode } from '@sf/remote-contract';

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

function templateOf(parts: Intl.NumberFormatPart[]): string {
  let template = '';
  let placed = false;
  for (const part of parts) {
    if (!NUMBER_PARTS.has(part.type)) template += part.value;
    else if (!placed) {
      template += '#';
      placed = true;
    }
  }
  return template;
}

/** Reads the format of `currency` in `tag` from Intl, for the document's `moneyFormat` (contracts `money-format.ts`). */
export function describeMoneyFormat(tag: string, currency: string): MoneyFormatSpec {
  const format = new Intl.NumberFormat(tag, { style: 'currency', currency });
  const minorDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const large = format.formatToParts(1234567.5);
  return {
    tag,
    currency,
    minorDigits,
    decimal: large.find((part) => part.type === 'decimal')?.value ?? '.',
    group: large.find((part) => part.type === 'group')?.value ?? ',',
    numberDecimal: new Intl.NumberFormat(tag, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    minimumGroupingDigits: format.formatToParts(1234.5).some((part) => part.type === 'group') ? 1 : 2,
    positive: templateOf(format.formatToParts(1234.5)),
    negative: templateOf(format.formatToParts(-1234.5)),
  };
}

const bySite = new Map<LocaleCode, MoneyFormatSpec>();

/** The site's format, read from Intl once per process: every document of the site carries it. */
export function moneyFormatOf(locale: LocaleCode): MoneyFormatSpec {
  let spec = bySite.get(locale);
  if (!spec) {
    spec = describeMoneyFormat(LOCALES[locale].tag, LOCALES[locale].currency);
    bySite.set(locale, spec);
  }
  return spec;
}
