/**
 * Reading the test payment provider's iframe messages (protocol in `payments.ts`): zod-free, so every remote that
 * shows the provider's card form (checkout, the account's "add a card") trusts exactly the same messages.
 */
import type { CardToken } from './api/types';
import { PAYMENT_MESSAGE_SOURCE } from './payments';

/** What the provider's card form and 3-D Secure page may tell their parent. */
export type ProviderMessage =
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  | { type: 'tokenized'; card: CardToken }
  | { type: 'error'; message: string }
  | { type: 'challenge-result'; paymentId: string; result: 'approved' | 'failed' };

export interface ExpectedSender {
  /** The provider pages are served by our own server: only this origin is trusted. */
  origin: string;
  /** The window of the iframe we opened; a message from any other window (another tab, an ad frame) is ignored. */
  source: MessageEventSource | null | undefined;
}

/** Path of the provider's card form; `?lang=<language>` picks its texts. */
export const CARD_FORM_PATH = '/payments/test-provider/card-form';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const CARD_BRANDS = new Set(['visa', 'mastercard', 'amex', 'discover', 'unknown']);

function isCardToken(value: unknown): value is CardToken {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    /^tok_[A-Za-z0-9_-]{16,64}$/.test(value.token) &&
    typeof value.brand === 'string' &&
    CARD_BRANDS.has(value.brand) &&
    typeof value.last4 === 'string' &&
    /^\d{4}$/.test(value.last4) &&
    Number.isInteger(value.expiryMonth) &&
    Number.isInteger(value.expiryYear)
  );
}

/** A message from the provider iframe, or null when its origin, window or shape is not the one we expect. */
export function readProviderMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: ExpectedSender): ProviderMessage | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || data.source !== PAYMENT_MESSAGE_SOURCE) return null;
  switch (data.type) {
    case 'ready':
      return { type: 'ready' };
    case 'resize':
      return typeof data.height === 'number' && data.height >= 0 && data.height <= 5000 ? { type: 'resize', height: data.height } : null;
    case 'tokenized':
      return isCardToken(data.card) ? { type: 'tokenized', card: data.card } : null;
    case 'error':
      return typeof data.message === 'string' ? { type: 'error', message: data.message } : null;
    case 'challenge-result':
      return typeof data.paymentId === 'string' && (data.result === 'approved' || data.result === 'failed')
        ? { type: 'challenge-result', paymentId: data.paymentId, result: data.result }
        : null;
    default:
      return null;
  }
}
