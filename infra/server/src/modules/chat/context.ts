/**
 * What the agent sees about the shopper next to the conversation: the page and site they wrote from and, for a
 * signed-in shopper only, their basket, their own recent orders and loyalty tier. A guest gets none of the account
 * data, whatever e-mail they typed.
 */
import type { ChatAgentView } from '@sf/contracts/chat';
import { LOCALES, type BrandKey } from '@sf/remote-contract';
import type { CartService } from '../cart';
import type { LoyaltyService } from '../loyalty';
import type { OrdersService } from '../orders';
import type { ConversationRow } from './store';

const RECENT_ORDERS = 5;

export interface ContextSources {
  cart: Pick<CartService, 'accountBasketId' | 'priceBasket'>;
  orders: Pick<OrdersService, 'history'>;
  loyalty: Pick<LoyaltyService, 'account'>;
}

const formats = new Map<string, Intl.NumberFormat>();
/** Minor units in the site's own money format (e.g. £84.00, 84,00 €). */
export function formatMoney(minorUnits: number, currency: string, tag: string): string {
  const key = `${tag}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency });
    formats.set(key, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

export async function shopperContext(sources: ContextSources, conversation: ConversationRow): Promise<ChatAgentView['context']> {
  const page = { path: conversation.pagePath, type: conversation.pageType };
  const site = conversation.locale;
  const customerId = conversation.customerId;
  if (!customerId) return { page, site, basket: null, recentOrders: [], loyaltyTier: null };
  const { tag } = LOCALES[site];
  const siteContext = { brand: conversation.brand as BrandKey, locale: site };

  const basketId = await sources.cart.accountBasketId(customerId, siteContext);
  const basket = basketId ? await sources.cart.priceBasket(basketId, { customerId }) : null;
  const history = await sources.orders.history(customerId, 1, RECENT_ORDERS);
  const loyalty = await sources.loyalty.account(customerId, siteContext, 1, 1);
  return {
    page,
    site,
    basket: basket ? { itemCount: basket.totalItems, total: basket.totalItems > 0 ? formatMoney(basket.totals.total, basket.currency, tag) : null } : null,
    recentOrders: history.orders.map((order) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      placedAt: order.createdAt,
      total: formatMoney(order.totals.total, order.totals.currency, LOCALES[order.locale as keyof typeof LOCALES]?.tag ?? tag),
    })),
    loyaltyTier: loyalty.member ? loyalty.tier : null,
  };
}
