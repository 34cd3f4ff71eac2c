import { isValidPostcode } from './postcode';

export interface ShippingAddress {
  email: string;
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  postcode: string;
  /** Fixed to the site's country: a site ships within its own country. */
  country: string;
}

export type ShippingField = Exclude<keyof ShippingAddress, 'country'>;
export const SHIPPING_FIELDS: readonly ShippingField[] = ['email', 'firstName', 'lastName', 'addressLine', 'city', 'postcode'];
export type FieldProblem = 'required' | 'invalid';
export type ShippingErrors = Partial<Record<ShippingField, FieldProblem>>;

export const MAX_FIELD_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emptyShippingAddress(country: string): ShippingAddress {
  return { email: '', firstName: '', lastName: '', addressLine: '', city: '', postcode: '', country };
}

/** Every field is required; email and postcode have a format (postcode per country). */
export function validateShippingAddress(address: ShippingAddress): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const field of SHIPPING_FIELDS) {
    const value = address[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX_FIELD_LENGTH) errors[field] = 'invalid';
  }
  if (!errors.email && !EMAIL_PATTERN.test(address.email.trim())) errors.email = 'invalid';
  if (!errors.postcode && !isValidPostcode(address.country, address.postcode)) errors.postcode = 'invalid';
  return errors;
}

export const hasErrors = (errors: ShippingErrors): boolean => Object.keys(errors).length > 0;
