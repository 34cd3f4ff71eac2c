/**
 * Orders API (spec §3 Order): confirmation, guest order lookup, details, tracking and the return label. An order is
 * only ever shown to someone who knows both its number and its e-mail address.
 */
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../addresses';
import { LineItemSchema } from './cart';
import { CurrencySchema } from './common';

export const ORDER_STATUSES = ['created', 'paid', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const OrderPaymentCodeSchema = z.enum(['CARD', 'GIFT_CARD', 'BNPL', 'LOYALTY_POINTS']);

/** Brand prefix + 8 digits, e.g. NB12345678. */
export const OrderNumberSchema = z
  .string()
  .regex(/^[A-Z]{2}\d{8}$/)
  .describe('Order number, e.g. NB12345678');

const OrderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string().optional(),
  country: z.string(),
  phone: z.string().optional(),
});

/** A basket line as it was when the order was placed (a snapshot: later price changes do not touch it). */
export const OrderItemSchema = LineItemSchema.extend({
  /** Gift-card lines are fulfilled by e-mail, not shipped. */
  giftCard: z.boolean(),
});

export const OrderPaymentMethodSchema = z.object({
  code: OrderPaymentCodeSchema,
  additionalData: z.object({
    /** Minor units in the order currency. */
    amount: z.number().int(),
    /** Card brand/last4, gift card last4 or BNPL plan, for display. */
    label: z.string().optional(),
  }),
});

/** Integer minor units in `currency`; total = totalWithoutTaxAfterDiscount + shipping + merchandiseTotalTax. */
export const OrderTotalsSchema = z.object({
  currency: CurrencySchema,
  totalWithoutTaxAfterDiscount: z.number().int(),
  shipping: z.number().int(),
  merchandiseTotalTax: z.number().int(),
  total: z.number().int(),
});

export const TrackingEventSchema = z.object({
  code: z.enum(['ordered', 'paid', 'packed', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled', 'returned']),
  at: z.string().describe('ISO date-time'),
  /** English description; clients translate by code. */
  description: z.string(),
  location: z.string().optional(),
});

export const ShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.object({ code: z.string(), label: z.string() }),
  status: z.enum(['pending', 'shipped', 'in_transit', 'delivered', 'cancelled', 'returned']),
  carrier: z.string(),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  events: z.array(TrackingEventSchema),
});

export const OrderSchema = z.object({
  orderNumber: z.string(),
  /** True once the order is paid: the confirmation page shows only finalized orders (spec §4). */
  isFinalized: z.boolean(),
  status: OrderStatusSchema,
  brand: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  billingAddress: OrderAddressSchema.extend({ email: z.string() }),
  shippingAddress: OrderAddressSchema,
  paymentMethod: z.array(OrderPaymentMethodSchema),
  totals: OrderTotalsSchema,
  shipments: z.array(ShipmentSchema),
  items: z.array(OrderItemSchema),
  returnLabel: z.object({ eligible: z.boolean(), until: z.string().nullable(), reason: z.string().nullable() }),
  /** Issue 25: a store pickup order's store, collector and counter progress; absent or null for a delivered order. */
  pickup: z
    .object({
      storeId: z.string(),
      person: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
      status: z.enum(['waiting', 'ready', 'collected']),
    })
    .nullable()
    .optional(),
});

export const OrderEmailSchema = z.string().trim().max(MAX_EMAIL_LENGTH).pipe(z.email());
export const OrderLookupBodySchema = z.object({ email: OrderEmailSchema, orderNumber: z.string().trim().min(1).max(20) });
export const OrderAccessQuerySchema = z.object({ email: OrderEmailSchema });

export const OrderSummarySchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  isFinalized: z.boolean(),
  createdAt: z.string(),
  totals: OrderTotalsSchema,
  itemCount: z.number().int(),
  shipments: z.array(ShipmentSchema),
});

/** Non-production outbox (GET /api/dev/outbox): e-mails the shop would have sent. */
/** What an outbox e-mail is about; a module that sends a new kind of mail adds it here. */
export const OUTBOX_KINDS = [
  'order_confirmation',
  'gift_card',
  'account_verification',
  'password_reset',
  'email_change',
  'password_changed',
  'account_exists',
  'newsletter_confirmation',
  'newsletter_welcome',
  'contact_acknowledgement',
  'pickup_ready',
  'student_verification_code',
  /** Issue 27: an agent's answer to a chat left outside business hours, and a closed chat's transcript. */
  'chat_reply',
  'chat_transcript',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OutboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  locale: z.string(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxListSchema = z.object({ messages: z.array(OutboxMessageSchema) });
