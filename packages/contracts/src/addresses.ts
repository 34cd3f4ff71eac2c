/**
 * Postal address rules per country, shared by the server (address validation, place order) and the browser
 * (checkout forms) so both reject and correct the same way. Zod-free on purpose: browser bundles import it.
 */

export interface PostalAddress {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postalCode: string;
  /** State (US) or province (CA) code; empty elsewhere. */
  region?: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone?: string;
}

export type AddressField = keyof PostalAddress;
export type AddressProblemCode = 'required' | 'invalid' | 'too_long';
export interface AddressProblem {
  field: AddressField;
  code: AddressProblemCode;
  /** English message; clients translate by field + code. */
  message: string;
}

export const MAX_ADDRESS_FIELD_LENGTH = 100;

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

export const US_STATES: readonly string[] = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'PR',
];
export const CA_PROVINCES: readonly string[] = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

/** Countries whose addresses need a state/province code, with the allowed codes. */
export const REGIONS_OF_COUNTRY: Readonly<Record<string, readonly string[]>> = { US: US_STATES, CA: CA_PROVINCES };

export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'];

export function requiredAddressFields(country: string): readonly AddressField[] {
  return REGIONS_OF_COUNTRY[country.toUpperCase()] ? [...REQUIRED_ADDRESS_FIELDS, 'region'] : REQUIRED_ADDRESS_FIELDS;
}

export function isValidPostcode(country: string, postcode: string): boolean {
  const rule = POSTCODE_RULES[country.toUpperCase()];
  return (rule?.pattern ?? ANY_POSTCODE).test(postcode.trim());
}

/** A sample in the country's format, for the error message. */
export function postcodeExample(country: string): string | null {
  return POSTCODE_RULES[country.toUpperCase()]?.example ?? null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_EMAIL_LENGTH = 254;
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

const LABELS: Readonly<Record<AddressField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  postalCode: 'Postal code',
  region: 'State/province',
  country: 'Country',
  phone: 'Phone',
};

/** Every problem of an address, one per field, in form order. */
export function validateAddress(address: PostalAddress): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const country = (address.country ?? '').trim().toUpperCase();
  const required = new Set(requiredAddressFields(country));
  for (const field of Object.keys(LABELS) as AddressField[]) {
    const value = (address[field] ?? '').trim();
    if (!value) {
      if (required.has(field)) problems.push({ field, code: 'required', message: `${LABELS[field]} is required` });
      continue;
    }
    if (value.length > MAX_ADDRESS_FIELD_LENGTH) {
      problems.push({ field, code: 'too_long', message: `${LABELS[field]} is longer than ${MAX_ADDRESS_FIELD_LENGTH} characters` });
    } else if (field === 'country' && !/^[A-Z]{2}$/.test(country)) {
      problems.push({ field, code: 'invalid', message: 'Country must be a two-letter ISO code' });
    } else if (field === 'postalCode' && !isValidPostcode(country, value)) {
      const example = postcodeExample(country);
      problems.push({ field, code: 'invalid', message: `Postal code is not valid${example ? ` (for example ${example})` : ''}` });
    } else if (field === 'region' && REGIONS_OF_COUNTRY[country] && !REGIONS_OF_COUNTRY[country]!.includes(value.toUpperCase())) {
      problems.push({ field, code: 'invalid', message: `${LABELS[field]} is not valid for ${country}` });
    } else if (field === 'phone' && !/^\+?[\d ()./-]{5,20}$/.test(value)) {
      problems.push({ field, code: 'invalid', message: 'Phone number is not valid' });
    }
  }
  return problems;
}

/** "sAN  fRANCISCO" → "San Francisco"; keeps hyphenated and apostrophe parts capitalised. */
function capitalise(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-'’])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** The postcode as the post office writes it: GB/CA/NL spacing, upper case, ZIP+4 trimmed to five digits. */
export function normalisePostcode(country: string, postcode: string): string {
  const compact = postcode.trim().toUpperCase().replace(/\s+/g, '');
  switch (country.toUpperCase()) {
    case 'GB':
    case 'CA':
      return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
    case 'NL':
      return compact.length === 6 ? `${compact.slice(0, 4)} ${compact.slice(4)}` : compact;
    case 'US':
      return /^\d{5}-?\d{4}$/.test(compact) ? compact.slice(0, 5) : compact;
    case 'PL':
      return /^\d{5}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : compact;
    case 'PT':
      return /^\d{7}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
    default:
      return compact;
  }
}

/** The address as it would be printed on a label; equal to the input when nothing needs correcting. */
export function suggestAddress(address: PostalAddress): PostalAddress {
  const country = address.country.trim().toUpperCase();
  const squash = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  const suggestion: PostalAddress = {
    ...address,
    firstName: squash(address.firstName),
    lastName: squash(address.lastName),
    addressLine1: squash(address.addressLine1),
    city: capitalise(squash(address.city)),
    postalCode: normalisePostcode(country, address.postalCode),
    country,
  };
  if (address.addressLine2 !== undefined) suggestion.addressLine2 = squash(address.addressLine2);
  if (address.region !== undefined) suggestion.region = squash(address.region).toUpperCase();
  if (address.phone !== undefined) suggestion.phone = squash(address.phone);
  return suggestion;
}

export function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  return (Object.keys(LABELS) as AddressField[]).every((field) => (a[field] ?? '') === (b[field] ?? ''));
}

/** Countries that write the postcode after the town ("London SW1Y 4JH", "Austin, TX 78701"); elsewhere it leads. */
const POSTCODE_AFTER_TOWN = new Set(['GB', 'IE', 'US', 'CA']);

/**
 * The town line of an address as its country writes it: "10115 Berlin" on the continent, "London SW1Y 4JH" in the
 * UK, "Austin, TX 78701" in North America (the region after a comma).
 */
export function townLine(address: Pick<PostalAddress, 'city' | 'postalCode' | 'region' | 'country'>): string {
  const city = address.city.trim();
  const postcode = address.postalCode.trim();
  const region = address.region?.trim() ?? '';
  if (!POSTCODE_AFTER_TOWN.has(address.country.toUpperCase())) return [postcode, city, region].filter(Boolean).join(' ');
  const town = region ? [city, region].filter(Boolean).join(', ') : city;
  return [town, postcode].filter(Boolean).join(' ');
}
