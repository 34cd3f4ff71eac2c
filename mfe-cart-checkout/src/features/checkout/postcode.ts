/**
 * Postcode formats per country of the storefront's sites. Spaces are optional where locals often leave them out;
 * the value is kept as typed. A country without a rule accepts any short non-empty code.
 */
const POSTCODE_RULES: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  GB: { pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i, example: 'SW1A 1AA' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, example: '1012 AB' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i, example: 'K1A 0B1' },
};

const ANY_POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

export function isValidPostcode(country: string, postcode: string): boolean {
  const value = postcode.trim();
  const rule = POSTCODE_RULES[country.toUpperCase()];
  return (rule?.pattern ?? ANY_POSTCODE).test(value);
}

/** A sample in the country's format, for the error message. */
export function postcodeExample(country: string): string | null {
  return POSTCODE_RULES[country.toUpperCase()]?.example ?? null;
}
