/**
 * The cart's writes that every shopper makes, as prepared statements (db/statements.ts): adding a line (checked in the
 * same statement when it can be) and closing an ordered basket.
 */
import { randomUUID } from 'node:crypto';
import { MAX_LINE_QUANTITY } from '@sf/contracts';
import { LOCALE_CODES, LOCALES } from '@sf/remote-contract';
import { selectList, statement } from '../../db/statements';
import { offersSql, WAREHOUSE_OF_REGION } from '../catalog';
import type { BasketRow } from './basket-view';
import { baskets } from './tables';

/**
 * Adds to a line or creates it last, touching (so locking) the basket row first: concurrent adds to one basket queue
 * as under SELECT … FOR UPDATE, and the unique line per variant makes a concurrent add of the same size raise that
 * line under its row lock, re-checking the limit against the quantity it finds. No row: the line would go over.
 * $1 now, $2 basket id, $3 new line id, $4 variant id, $5 quantity to add, $6 the most the line may hold.
 */
export const ADD_LINE = statement<{ quantity: number }>(
  'cart_add_line',
  `with touched as (update cart_baskets set updated_at = $1 where id = $2 returning id)
  insert into cart_items (id, basket_id, variant_id, quantity, position)
  select $3, touched.id, $4, $5, coalesce((select max(position) from cart_items where basket_id = $2), -1) + 1 from touched
  on conflict (basket_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= $6
  returning quantity`,
);

/** Language and warehouse of each locale code, for statements that derive them from a basket's stored locale. */
const LANGUAGE_OF_LOCALE = JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, LOCALES[code].language])));
const WAREHOUSE_OF_LOCALE = JSON.stringify(Object.fromEntries(LOCALE_CODES.map((code) => [code, WAREHOUSE_OF_REGION[LOCALES[code].region]])));

/**
 * ADD_LINE with every check of an add in the same statement: the caller may use the basket (a guest basket, or the
 * caller's own), the variant is the basket's brand's, and the line stays within its stock in the basket's warehouse
 * and MAX_LINE_QUANTITY. Returns the touched basket row and the line's new quantity (null: over a limit); no row when
 * the basket is unknown, not the caller's, or the variant is refused. $1–$5 as ADD_LINE, $6 MAX_LINE_QUANTITY,
 * $7/$8 language/warehouse per locale (JSON), $9 the caller's customer id (null for a guest).
 */
export const ADD_CHECKED_LINE = statement<BasketRow & { addedQuantity: number | null }>(
  'cart_add_checked_line',
  `with basket as (select * from cart_baskets where id = $2),
  allowed as (
    select least(coalesce(o.stock, 0), $6) as units
    from basket b
    cross join lateral (${offersSql('v.id = $4', { language: '($7::jsonb ->> b.locale)', warehouse: '($8::jsonb ->> b.locale)', currency: 'b.currency' })} offset 0) o
    where o.brand = b.brand and (b.customer_id is null or b.customer_id = $9::uuid)
  ),
  touched as (update cart_baskets set updated_at = $1 where id = $2 and (select units from allowed) >= $5 returning *),
  added as (
    insert into cart_items (id, basket_id, variant_id, quantity, position)
    select $3, touched.id, $4, $5, coalesce((select max(position) from cart_items where basket_id = $2), -1) + 1 from touched
    on conflict (basket_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity <= (select units from allowed)
    returning quantity
  )
  select ${selectList(baskets, 'touched')}, (select quantity from added) as "addedQuantity" from touched`,
);

export function addCheckedLineValues(basketId: string, input: { variantId: string; quantity: number }, customerId: string | null): unknown[] {
  return [new Date(), basketId, randomUUID(), input.variantId, input.quantity, MAX_LINE_QUANTITY, LANGUAGE_OF_LOCALE, WAREHOUSE_OF_LOCALE, customerId];
}

/**
 * The CTEs that empty an ordered basket (lines, gift cards, coupons) and mark it ordered, for a statement that does
 * more in the same step (checkout's paid order). `basket` and `now` are parameter placeholders; `guard` a condition
 * every part waits for (e.g. that the order's status update found its row).
 */
export function closeBasketCtes(basket: string, now: string, guard: string): string {
  return `basket_lines as (delete from cart_items where basket_id = ${basket} and ${guard}),
    basket_gift_cards as (delete from cart_gift_card_items where basket_id = ${basket} and ${guard}),
    basket_coupons as (delete from cart_basket_coupons where basket_id = ${basket} and ${guard}),
    basket_closed as (
      update cart_baskets set gift_enabled = false, gift_message = '', ordered_at = ${now}, updated_at = ${now}
      where id = ${basket} and ${guard} returning id
    )`;
}
