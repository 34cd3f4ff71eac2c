import type { CartSummary, ConsentState, SessionState } from './atoms';

/** Every event that crosses a remote boundary, with its payload. Adding an event means adding it here. */
export interface EventMap {
  'cart:changed': CartSummary;
  'cart:item-added': { productId: string; variantId: string; quantity: number; name: string };
  'dialog:open': { name: string; arg?: string };
  'dialog:close': { name: string };
  'toast:show': { message: string; tone: 'info' | 'success' | 'error' };
  'session:changed': SessionState;
  'consent:changed': ConsentState;
  'chat:open': { source: string };
  'remote:failed': { remote: string; module: string; code: string; message: string };
  /** A page found its data missing or forbidden; the shell replaces the main slot with that error page. */
  'page:error': { status: number; message: string };
  /** Spec §2 rule 2: a page sets the header's transparency and mode; the shell resets both on every route change. */
  'page:header': { overlay: boolean; style: 'light' | 'dark' };
  /** Spec §2 rule 7: a page sets its SEO title and description after client-side navigation. */
  'page:meta': { title: string; description: string };
}

export type EventName = keyof EventMap;
export type EventHandler<K extends EventName> = (payload: EventMap[K]) => void;

const handlers = new Map<EventName, Set<EventHandler<EventName>>>();

export function on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  set.add(handler as EventHandler<EventName>);
  return () => off(name, handler);
}

export function off<K extends EventName>(name: K, handler: EventHandler<K>): void {
  handlers.get(name)?.delete(handler as EventHandler<EventName>);
}

/** Calls every handler; one failing handler is reported and does not stop the others. */
export function emit<K extends EventName>(name: K, payload: EventMap[K]): void {
  for (const handler of [...(handlers.get(name) ?? [])]) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[event-bus] handler for ${name} failed`, error);
    }
  }
}
