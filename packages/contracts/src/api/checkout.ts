/**
 * Checkout API: address validation with a suggested correction, and place order. The address rules themselves are
 * zod-free in `../addresses.ts` (shared with the browser); these schemas only bound shapes and lengths.
 */
import { z } from 'zod';
import { MAX_ADDRESS_FIELD_LENGTH, MAX_EMAIL_LENGTH } from '../addresses';
import { BasketIdSchema } from './cart';
import { BrandSchema, LocaleSchema } from './common';
import { OrderSchema } from './orders';
import { TenderInputListSchema } from './payments';

/** Printable text only: control characters (NUL above all) have no place in an address and break storage. */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');
const field = (description: string) => printable(MAX_ADDRESS_FIELD_LENGTH).describe(description);

/** A postal address (PostalAddress in `../addresses.ts`). Shape only: per-country rules run in the service. */
export const AddressSchema = z.object({
  firstName: field('First name'),
  lastName: field('Last name'),
  addressLine1: field('Street and number'),
  addressLine2: field('Flat, suite, etc.').optional(),
  city: field('City'),
  postalCode: printable(20).describe('Postal code in the country format'),
  region: printable(40).optional().describe('State (US) or province (CA) code; required there'),
  country: printable(2).describe('ISO 3166-1 alpha-2'),
  phone: printable(30).optional(),
});

export const CheckoutEmailSchema = z.string().trim().max(MAX_EMAIL_LENGTH).pipe(z.email()).describe('E-mail address');

export const AddressProblemSchema = z.object({
  field: z.enum(['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'postalCode', 'region', 'country', 'phone']),
  code: z.enum(['required', 'invalid', 'too_long']),
  message: z.string(),
});

export const AddressValidationBodySchema = z.object({ address: AddressSchema });
export const AddressValidationResultSchema = z.object({
  valid: z.boolean(),
  problems: z.array(AddressProblemSchema),
  /** The address as it would be printed (postcode spacing/case, city capitalised, ZIP+4 trimmed); null when invalid. */
  suggestion: AddressSchema.nullable(),
  /** True when the suggestion differs from the input: the UI offers "use suggested / keep mine". */
  changed: z.boolean(),
});

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid().describe('A fresh uuid per order attempt; a retry sends the same one'),
});

/** Who collects a pickup order: shown to the store staff, who check it at the counter. */
export const PickupPersonSchema = z.object({
  name: printable(120).trim().min(1, 'the name of the person who collects the order'),
  email: CheckoutEmailSchema,
  phone: printable(30)
    .trim()
    .regex(/^\+?[0-9 ()./-]{6,30}$/, 'a phone number, digits with spaces or dashes'),
});

export const PickupChoiceSchema = z.object({
  storeId: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/, 'a store id such as northbound-gb-manchester'),
  person: PickupPersonSchema,
});

export const PlaceOrderBodySchema = z
  .object({
    basketId: BasketIdSchema,
    /** Site of the order (e-mail language); defaults to the basket's country's first site. The brand follows the items. */
    brand: BrandSchema.optional(),
    locale: LocaleSchema.optional(),
    email: CheckoutEmailSchema,
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema.optional(),
    /** Billing address = shipping address; otherwise billingAddress is required. */
    sameAsShipping: z.boolean().optional(),
    shippingMethod: printable(40).min(1),
    /** C2's tenders: gift cards (each with its amount) and at most one CARD or BNPL paying the rest. */
    tenders: TenderInputListSchema,
    /** Issue 25: with shippingMethod `pickup`, the store that holds the units and who collects them. */
    pickup: PickupChoiceSchema.optional(),
  })
  .refine((body) => (body.shippingMethod === 'pickup') === (body.pickup !== undefined), {
    path: ['pickup'],
    message: 'pickup (store and pickup person) is required with shippingMethod pickup, and only then',
  })
  .refine((body) => body.sameAsShipping === true || body.billingAddress !== undefined, {
    path: ['billingAddress'],
    message: 'billingAddress is required unless sameAsShipping is true',
  });

export const ThreeDsActionSchema = z.object({
  type: z.literal('3ds'),
  paymentId: z.string(),
  /** Provider page to show in an iframe; it posts `challenge-result` (see `../payments.ts`). */
  challengeUrl: z.string(),
});

/** 201 placed (paid) / 200 replay; 202 action required: order stays `created` with stock reserved. */
export const PlaceOrderResultSchema = z.object({
  order: OrderSchema,
  action: ThreeDsActionSchema.nullable(),
});

export const OrderChallengeBodySchema = z.object({ paymentId: printable(200).min(1) });
