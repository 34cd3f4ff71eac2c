/**
 * Tax rates in thousandths of a percent (20 % = 20_000), so rates like New Jersey's 6.625 % stay exact.
 * European sites show VAT-inclusive prices; US and Canada add tax on top from the shipping state/province.
 */
export const VAT_RATES: Readonly<Record<string, number>> = {
  GB: 20_000,
  DE: 19_000,
  FR: 20_000,
  IT: 22_000,
  ES: 21_000,
  NL: 21_000,
  PL: 23_000,
  PT: 23_000,
  AT: 20_000,
  BE: 21_000,
  CH: 8_100,
};

/** State-level base sales tax (local add-ons are not collected in this demo). */
export const US_STATE_RATES: Readonly<Record<string, number>> = {
  AL: 4_000,
  AK: 0,
  AZ: 5_600,
  AR: 6_500,
  CA: 7_250,
  CO: 2_900,
  CT: 6_350,
  DE: 0,
  DC: 6_000,
  FL: 6_000,
  GA: 4_000,
  HI: 4_000,
  ID: 6_000,
  IL: 6_250,
  IN: 7_000,
  IA: 6_000,
  KS: 6_500,
  KY: 6_000,
  LA: 4_450,
  ME: 5_500,
  MD: 6_000,
  MA: 6_250,
  MI: 6_000,
  MN: 6_875,
  MS: 7_000,
  MO: 4_225,
  MT: 0,
  NE: 5_500,
  NV: 6_850,
  NH: 0,
  NJ: 6_625,
  NM: 4_875,
  NY: 4_000,
  NC: 4_750,
  ND: 5_000,
  OH: 5_750,
  OK: 4_500,
  OR: 0,
  PA: 6_000,
  RI: 7_000,
  SC: 6_000,
  SD: 4_200,
  TN: 7_000,
  TX: 6_250,
  UT: 6_100,
  VT: 6_000,
  VA: 5_300,
  WA: 6_500,
  WV: 6_000,
  WI: 5_000,
  WY: 4_000,
};

/** GST or HST by province (provincial PST/QST is not collected in this demo). */
export const CA_PROVINCE_RATES: Readonly<Record<string, number>> = {
  AB: 5_000,
  BC: 5_000,
  MB: 5_000,
  NB: 15_000,
  NL: 15_000,
  NS: 14_000,
  NT: 5_000,
  NU: 5_000,
  ON: 13_000,
  PE: 15_000,
  QC: 5_000,
  SK: 5_000,
  YT: 5_000,
};

export type TaxRule =
  | { mode: 'inclusive'; rate: number }
  /** `rate` null: the state/province is not known yet ("calculated at checkout"). */
  | { mode: 'exclusive'; rate: number | null; taxShipping: boolean };

const REGION_RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = { US: US_STATE_RATES, CA: CA_PROVINCE_RATES };

/** True when the country collects tax by state/province, which then needs the shipping address. */
export const usesRegionalTax = (country: string): boolean => country in REGION_RATES;

export function isKnownRegion(country: string, region: string): boolean {
  return REGION_RATES[country]?.[region] !== undefined;
}

export function taxRuleFor(country: string, region: string | null): TaxRule {
  const regional = REGION_RATES[country];
  // Canadian GST/HST applies to shipping charges; most US states' base rules exempt separately stated delivery.
  if (regional) return { mode: 'exclusive', rate: region ? (regional[region] ?? null) : null, taxShipping: country === 'CA' };
  const vat = VAT_RATES[country];
  if (vat === undefined) throw new Error(`No tax rule for country ${country}`);
  return { mode: 'inclusive', rate: vat };
}
