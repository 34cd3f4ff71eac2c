/**
 * Spec dialog "plus account": after a guest checkout, mfe-account offers to turn the order's e-mail address into an
 * account. The remote that knows the order (checkout's confirmation) calls `offerPlusAccount`; the dialog
 * (`#plus-account`, declared by mfe-account, blocked for signed-in shoppers) reads the offer back. The e-mail travels
 * in session storage, never in the URL.
 */
import { emit } from '@sf/remote-contract';

export const PLUS_ACCOUNT_DIALOG = 'plus-account';

export interface PlusAccountOffer {
  email: string;
  firstName: string;
  lastName: string;
  orderNumber: string;
}

const KEY = 'sf-plus-account';

/** Remembers the offer for this tab and opens the dialog. */
export function offerPlusAccount(offer: PlusAccountOffer, options: { open?: boolean } = {}): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(offer));
  } catch {
    /* storage blocked: the dialog then asks for the e-mail itself */
  }
  if (options.open ?? true) emit('dialog:open', { name: PLUS_ACCOUNT_DIALOG });
}

export function readPlusAccountOffer(): PlusAccountOffer | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PlusAccountOffer>;
    const text = (field: keyof PlusAccountOffer) => (typeof value[field] === 'string' ? (value[field] as string) : '');
    return text('email') ? { email: text('email'), firstName: text('firstName'), lastName: text('lastName'), orderNumber: text('orderNumber') } : null;
  } catch {
    return null;
  }
}

/** After the account was created (or the shopper said no), so the offer is not made again in this tab. */
export function clearPlusAccountOffer(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
