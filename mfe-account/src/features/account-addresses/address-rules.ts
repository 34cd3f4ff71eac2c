import {
  MAX_ADDRESS_FIELD_LENGTH,
  validateAddress,
  type AddressField,
  type AddressKind,
  type AddressProblemCode,
  type PostalAddress,
  type SavedAddress,
  type SavedAddressBody,
} from '@sf/contracts';
import { LOCALES } from '@sf/remote-contract';

export type AddressErrors = Partial<Record<AddressField, AddressProblemCode>>;

/** Form order: for the inputs and for moving focus to the first problem. Country comes first: it decides the rules. */
export const ADDRESS_FORM_FIELDS: readonly AddressField[] = [
  'country',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'phone',
];
export const OPTIONAL_FIELDS: ReadonlySet<AddressField> = new Set(['addressLine2', 'phone']);
export const MAX_FIELD_LENGTH = MAX_ADDRESS_FIELD_LENGTH;

/** Countries the shop delivers to: those with a site (contracts LOCALES), in a stable order. */
export const ADDRESS_COUNTRIES: readonly string[] = [...new Set(Object.values(LOCALES).map((locale) => locale.country))];

export function emptyAddress(country: string): PostalAddress {
  return { firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', country, phone: '' };
}

export function addressFromSaved(saved: SavedAddress): PostalAddress {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2 ?? '',
    city: saved.city,
    region: saved.region ?? '',
    postalCode: saved.postalCode,
    country: saved.country,
    phone: saved.phone ?? '',
  };
}

/** The per-country rules of contracts, the very ones checkout and the server apply: one problem per field. */
export function validateAddressForm(address: PostalAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const problem of validateAddress(address)) errors[problem.field] ??= problem.code;
  return errors;
}

export const hasErrors = (errors: AddressErrors): boolean => Object.keys(errors).length > 0;

/** What the API receives: trimmed, empty optional fields left out (the server treats '' and absent alike). */
export function addressBody(address: PostalAddress, kind: AddressKind, isDefault: boolean): SavedAddressBody {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(address) as Array<[AddressField, string | undefined]>) {
    const trimmed = (value ?? '').trim();
    if (trimmed || !['addressLine2', 'region', 'phone'].includes(field))
      body[field] = field === 'country' || field === 'region' ? trimmed.toUpperCase() : trimmed;
  }
  return { ...(body as unknown as PostalAddress), kind, isDefault };
}

/** The lines of an address as a label shows them. */
export function addressLines(address: PostalAddress, countryName: (code: string) => string): string[] {
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(' ');
  return [`${address.firstName} ${address.lastName}`.trim(), address.addressLine1, address.addressLine2 ?? '', cityLine, countryName(address.country)].filter(
    (line) => line.trim() !== '',
  );
}

/** The kind of the page `/account/address/add-<kind>-address`. */
export function kindOfPath(path: string): AddressKind {
  return /add-billing-address\/?$/.test(path) ? 'billing' : 'shipping';
}

/** Country names in the site's language ("Deutschland" on de-de). */
export function countryNamer(languageTag: string): (code: string) => string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([languageTag], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => names?.of(code) ?? code;
}
