import { PAYMENT_MESSAGE_SOURCE, type CardToken } from '@sf/contracts';

/** What the provider's card form and 3-D Secure page may tell the checkout (contracts `payments.ts`). */
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCardToken(value: unknown): value is CardToken {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    /^tok_[A-Za-z0-9_-]{16,64}$/.test(value.token) &&
    typeof value.brand === 'string' &&
    typeof value.last4 === 'string' &&
    /^\d{4}$/.test(value.last4) &&
    typeof value.expiryMonth === 'number' &&
    typeof value.expiryYear === 'number'
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
