/** The account area's sections, in menu order. `also` lists the section's other pages (they mark it as current). */
export interface AccountNavItem {
  path: string;
  labelKey: string;
  also?: RegExp;
  /** The other paths are the same page under another name (/account/dashboard is /account). */
  alias?: boolean;
}

export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { path: '/account', labelKey: 'account-area.nav.dashboard', also: /^\/account\/dashboard$/, alias: true },
  { path: '/account/profile', labelKey: 'account-area.nav.profile' },
  { path: '/account/order-history', labelKey: 'account-area.nav.orders', also: /^\/account\/order-details\// },
  { path: '/account/address', labelKey: 'account-area.nav.addresses', also: /^\/account\/address\// },
  { path: '/account/credit-cards', labelKey: 'account-area.nav.cards', also: /^\/account\/credit-cards\// },
  { path: '/account/gift-cards', labelKey: 'account-area.nav.giftCards' },
  { path: '/account/loyalty', labelKey: 'account-area.nav.loyalty' },
];

/**
 * How a menu entry relates to the current path: the page itself (`aria-current="page"`), the section the page belongs
 * to (`aria-current="true"`, e.g. Orders while an order is open), or neither.
 */
export function currentState(item: AccountNavItem, path: string): 'page' | 'true' | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === item.path) return 'page';
  if (item.also?.test(clean)) return item.alias ? 'page' : 'true';
  return undefined;
}
