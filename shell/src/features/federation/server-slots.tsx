import { createContext, useContext } from 'react';

/**
 * Server-rendered slot markup (issue 13). On the server the renderer fills the context with each rendered
 * parcel's HTML; in the browser the markup is read from the document once, before hydration, so the slot's first
 * render reproduces exactly what the server sent and the parcel can hydrate it instead of rendering anew.
 */
export const SSR_SLOT_ATTRIBUTE = 'data-ssr-slot';

export const slotKey = (remote: string, module: string): string => `${remote}/${module.replace(/^\.\//, '')}`;

export const ServerSlotsContext = createContext<ReadonlyMap<string, string> | null>(null);

const capturedInBrowser = new Map<string, string>();

/** Reads every server-rendered slot's markup out of the document (call before hydrating). */
export function captureServerSlots(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SSR_SLOT_ATTRIBUTE}]`)) {
    const key = element.getAttribute(SSR_SLOT_ATTRIBUTE);
    if (key) capturedInBrowser.set(key, element.innerHTML);
  }
}

/** Markup the server rendered for this slot, handed out once: a later mount of the same slot renders fresh. */
export function takeServerSlot(key: string): string | null {
  const html = capturedInBrowser.get(key) ?? null;
  capturedInBrowser.delete(key);
  return html;
}

/** The server's markup for a slot on the server, or null (client rendering). */
export function useServerSlot(key: string): string | null {
  return useContext(ServerSlotsContext)?.get(key) ?? null;
}
