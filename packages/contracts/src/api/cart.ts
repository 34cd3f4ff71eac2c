import { z } from 'zod';
import { GIFT_MESSAGE_MAX_LENGTH, MAX_LINE_QUANTITY } from '../limits';
import { CurrencySchema, MoneySchema, SiteQuerySchema } from './common';

export const BasketIdSchema = z.uuid().describe('Basket id');

/** Free text the shopper types: no control characters other than tab and line breaks (PostgreSQL refuses NUL). */
const ShopperText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, 'No control characters');
const VariantIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, ".", "-" and "_" only');

/** What a product line says, in the basket and, copied at order time, in the order. */
export const LineItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  variantId: z.string(),
  name: z.string(),
  size: z.string(),
  colour: z.string(),
  image: z.string(),
  path: z.string(),
  quantity: z.number().int(),
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
});

export const BasketItemSchema = LineItemSchema.extend({
  /** Product lines; gift-card lines are in `giftCardItems`. */
  type: z.literal('product'),
  /** Largest quantity this line may be set to: min(stock, MAX_LINE_QUANTITY). */
  maxQuantity: z.number().int(),
  /** Other sizes of the same product and colour, for the change-size action. */
  sizes: z.array(z.object({ variantId: z.string(), size: z.string(), inStock: z.boolean() })),
});

/** An e-gift card bought with the order: no shipping, no tax, never discounted. */
export const GiftCardItemSchema = z.object({
  type: z.literal('gift-card'),
  itemId: z.string(),
  amount: MoneySchema,
  recipientEmail: z.string(),
  recipientName: z.string(),
  senderName: z.string(),
  message: z.string(),
  quantity: z.literal(1),
  lineTotal: MoneySchema,
});

export const ThresholdStatusSchema = z.object({
  threshold: MoneySchema,
  /** Amount still to spend (0 when reached). */
  remaining: MoneySchema,
  reached: z.boolean(),
});

/** Spec §3 Promotion. `price` is the (negative) adjustment; `appliedDiscount.amount` is the same, positive. */
export const PromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string(),
  promotionClass: z.enum(['ORDER', 'SHIPPING']),
  couponCode: z.string().nullable(),
  /** Text in the basket's language, e.g. "10% off your order". */
  itemText: z.string(),
  price: MoneySchema,
  appliedDiscount: MoneySchema,
  /** Set for spend-threshold promotions (applied or not yet); null otherwise. */
  thresholdStatus: ThresholdStatusSchema.nullable(),
  /** False for a threshold promotion not reached yet (shown as "spend X more"), true when it reduced the total. */
  applied: z.boolean(),
});

export const ShippingMethodCodeSchema = z.enum(['standard', 'express', 'pickup']);
export const ShippingMethodSchema = z.object({
  code: ShippingMethodCodeSchema,
  /** English fallback; the UI shows `cart:shipping.method.<code>`. */
  label: z.string(),
  /** Price before shipping promotions. */
  price: MoneySchema,
  estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
  available: z.boolean(),
});

export const PaymentMethodCodeSchema = z.enum(['CARD', 'GIFT_CARD', 'BNPL']);

/** Spec §3 Order totals names; amounts are minor units of `currency`. */
export const BasketTotalsSchema = z.object({
  currency: CurrencySchema,
  /** Product lines before discounts. */
  merchandiseTotal: z.number().int(),
  /** Order promotions, positive. */
  orderDiscount: z.number().int(),
  /** Products after order discounts, excluding tax (VAT removed on VAT-inclusive sites). */
  totalWithoutTaxAfterDiscount: z.number().int(),
  /** Shipping after shipping promotions (tax-inclusive on VAT sites). */
  shipping: z.number().int(),
  /** Tax on discounted merchandise and shipping (included in prices when taxIncluded). */
  merchandiseTotalTax: z.number().int(),
  giftCardTotal: z.number().int(),
  /** What the shopper pays. */
  total: z.number().int(),
  taxIncluded: z.boolean(),
  /** False when US/CA tax waits for the shipping state/province ("calculated at checkout"). */
  taxCalculated: z.boolean(),
  /** Tax rate in basis points applied (2000 = 20 %); 0 when not calculated. */
  taxRateBasisPoints: z.number().int(),
});

export const BasketSchema = z.object({
  basketId: z.string(),
  country: z.string(),
  currency: CurrencySchema,
  items: z.array(BasketItemSchema),
  giftCardItems: z.array(GiftCardItemSchema),
  totalItems: z.number().int(),
  /** Product lines before discounts (same as totals.merchandiseTotal). */
  subtotal: MoneySchema,
  shippingMethods: z.array(ShippingMethodSchema),
  selectedShippingMethod: ShippingMethodCodeSchema,
  orderPromotions: z.array(PromotionSchema),
  shippingPromotions: z.array(PromotionSchema),
  couponCodes: z.array(z.object({ code: z.string(), applied: z.boolean() })),
  giftOption: z.object({ enabled: z.boolean(), message: z.string() }),
  /** US state / Canadian province used for sales tax, when known. */
  shippingRegion: z.string().nullable(),
  paymentMethods: z.array(z.object({ code: PaymentMethodCodeSchema })),
  totals: BasketTotalsSchema,
});

export const CreateBasketBodySchema = SiteQuerySchema.strict();
export const AddBasketItemBodySchema = z.strictObject({
  variantId: VariantIdSchema,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
/** Change the quantity, or the size (a variant of the same product), or both. */
export const UpdateBasketItemBodySchema = z
  .strictObject({
    quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).optional(),
    variantId: VariantIdSchema.optional(),
  })
  .refine((body) => body.quantity !== undefined || body.variantId !== undefined, { message: 'Give quantity or variantId' });
export const ApplyCouponBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
});
export const SetShippingMethodBodySchema = z.strictObject({ code: ShippingMethodCodeSchema });
export const SetGiftOptionBodySchema = z.strictObject({
  enabled: z.boolean(),
  message: ShopperText(GIFT_MESSAGE_MAX_LENGTH).default(''),
});
export const SetShippingRegionBodySchema = z.strictObject({
  region: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Two-letter state or province code')
    .nullable(),
});
export const AddGiftCardItemBodySchema = z.strictObject({
  amount: z.number().int(),
  recipientEmail: z.email().max(254),
  recipientName: ShopperText(80).trim().min(1),
  senderName: ShopperText(80).trim().min(1),
  message: ShopperText(GIFT_MESSAGE_MAX_LENGTH).default(''),
});
