/**
 * One Idempotency-Key per order attempt. The key is kept (per basket, for this tab) with the body it was made for:
 * a double click, a retry after a timeout or a reload sends the same key with the same body, so the server answers
 * with the one order it made. A changed body (another card after a decline, a new address) is a new attempt.
 */
const storageKey = (basketId: string) => `sf-checkout-attempt-${basketId}`;

/**
 * Only a fingerprint of the body is kept: the body holds gift-card PINs and the card token, which must not sit in
 * storage. cyrb53 (53-bit) is plenty to tell "same request" from "changed request"; it is not a security boundary.
 */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

interface StoredAttempt {
  key: string;
  /** Fingerprint of the request body the key was made for. */
  body: string;
}

function read(basketId: string): StoredAttempt | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey(basketId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof value.key === 'string' && typeof value.body === 'string' ? { key: value.key, body: value.body } : null;
  } catch {
    return null;
  }
}

const memory = new Map<string, StoredAttempt>();

export function attemptKey(basketId: string, body: unknown, newKey: () => string = () => crypto.randomUUID()): string {
  const serialized = fingerprint(JSON.stringify(body));
  const current = memory.get(basketId) ?? read(basketId);
  if (current && current.body === serialized) return current.key;
  const attempt = { key: newKey(), body: serialized };
  memory.set(basketId, attempt);
  try {
    globalThis.sessionStorage?.setItem(storageKey(basketId), JSON.stringify(attempt));
  } catch {
    /* storage blocked: the in-memory copy still covers double clicks */
  }
  return attempt.key;
}

/** After a decline or a finished order the next "Place order" is a new attempt. */
export function endAttempt(basketId: string): void {
  memory.delete(basketId);
  try {
    globalThis.sessionStorage?.removeItem(storageKey(basketId));
  } catch {
    /* nothing stored */
  }
}
