import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../limits';
import { CurrencySchema, MoneySchema, SiteQuerySchema } from './common';

export const BasketIdSchema = z.uuid().describe('Basket id');

export const BasketItemSchema = z.object({
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

export const BasketSchema = z.object({
  basketId: z.string(),
  country: z.string(),
  currency: CurrencySchema,
  items: z.array(BasketItemSchema),
  totalItems: z.number().int(),
  subtotal: MoneySchema,
  shippingMethods: z.array(z.object({ code: z.string(), label: z.string() })),
  orderPromotions: z.array(z.unknown()),
  shippingPromotions: z.array(z.unknown()),
  paymentMethods: z.array(z.object({ code: z.string() })),
});


export const CreateBasketBodySchema = SiteQuerySchema;
export const AddBasketItemBodySchema = z.object({
  variantId: z.string().min(1).max(64),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export const UpdateBasketItemBodySchema = z.object({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) });
