import { isValidEmail, MAX_ADDRESS_FIELD_LENGTH, validateAddress, type AddressField, type AddressProblemCode, type PostalAddress } from '@sf/contracts';

/** What the shipping step collects: the contact e-mail and the delivery address (country fixed to the site's). */
export interface ShippingDetails {
  email: string;
  address: PostalAddress;
  /** Issue 25: with shipping method pickup, the store and who collects (the address is then the billing address). */
  pickup?: import('./pickup-store').PickupDetails | null;
}

export type CheckoutField = AddressField | 'email';
export type CheckoutErrors = Partial<Record<CheckoutField, AddressProblemCode>>;

/** Form order, for the error summary and for moving focus to the first problem. */
export const ADDRESS_FORM_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode'];
export const MAX_FIELD_LENGTH = MAX_ADDRESS_FIELD_LENGTH;

export function emptyAddress(country: string): PostalAddress {
  return { firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', country };
}

/** The shared per-country rules of contracts (the server runs the same ones), one problem per field. */
export function validateAddressFields(address: PostalAddress): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const problem of validateAddress(address)) errors[problem.field] ??= problem.code;
  return errors;
}

export function validateShipping(details: ShippingDetails): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = details.email.trim();
  if (!email) errors.email = 'required';
  else if (!isValidEmail(email)) errors.email = 'invalid';
  return { ...errors, ...validateAddressFields(details.address) };
}

export const hasErrors = (errors: CheckoutErrors): boolean => Object.keys(errors).length > 0;

/** Trimmed, with empty optional fields dropped (the server's schema treats '' and absent alike, the summary does not). */
export function cleanAddress(address: PostalAddress): PostalAddress {
  const clean: PostalAddress = { ...address };
  for (const [key, value] of Object.entries(address) as Array<[AddressField, string | undefined]>) {
    const trimmed = (value ?? '').trim();
    if (trimmed || !['addressLine2', 'region', 'phone'].includes(key)) clean[key] = trimmed;
    else delete clean[key];
  }
  return clean;
}
