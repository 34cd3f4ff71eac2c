import { useEffect, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import { emit, SHELL_ERRORS } from '@sf/remote-contract';
import { parcelLifecycle, type ParcelLifecycle } from './parcel-lifecycle';
import { loadParcel, RemoteLoadError } from './remote-loader';
import { SlotFallback } from './slot-fallback';
import { SSR_SLOT_ATTRIBUTE, slotKey, takeServerSlot, useServerSlot } from './server-slots';
import { firstInteraction } from './first-interaction';
import { nearViewport } from './near-viewport';

type SlotState = { phase: 'deferred' | 'loading' | 'hydrating' | 'mounted' } | { phase: 'failed'; code: string };

interface ParcelSlotProps {
  remote: string;
  module: string;
  /** Serializable props plus shell callbacks; updates are pushed to the mounted parcel. */
  parcelProps: object;
  /** Shown while the remote loads (skeleton) — slots for widgets pass null. */
  placeholder?: React.ReactNode;
  /** Widgets fail quietly (a compact fallback); pages show the full fallback. */
  variant?: 'page' | 'widget';
  className?: string;
  /**
   * 'interaction': the remote loads at the shopper's first interaction, not with the page (not needed to read it).
   * 'visible': it loads (and hydrates the server's markup) when the slot nears the viewport (below the fold).
   */
  load?: 'eager' | 'interaction' | 'visible';
}

/**
 * Mounts one remote parcel into its own DOM node. Load and mount failures are contained here: the slot shows a
 * fallback with a stable code and a retry, the failure is logged and reported, and the rest of the page keeps working.
 */
export function ParcelSlot({ remote, module, parcelProps, placeholder = null, variant = 'page', className, load = 'eager' }: ParcelSlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<ParcelLifecycle | null>(null);
  // single-spa's parcel.update() REPLACES the custom props, so every update must carry the mount-time ones again
  // (the React parcel finds its root by domElement; without it an update silently renders nothing new).
  const mountPropsRef = useRef<{ domElement: HTMLElement; onRenderError: (error: unknown) => void } | null>(null);
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;
  const key = slotKey(remote, module);
  // Server-rendered markup of this slot: the server's own on the server, the document's once in the browser. It
  // stays the host's innerHTML for the slot's life (React never rewrites an unchanged __html).
  const onServer = useServerSlot(key);
  const [serverHtml] = useState(() => onServer ?? (typeof document === 'undefined' ? null : takeServerSlot(key)));
  const hydrateFirstMount = useRef(serverHtml !== null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ phase: load !== 'eager' ? 'deferred' : serverHtml !== null ? 'hydrating' : 'loading' });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    // The first mount adopts the server's markup (the parcel hydrates it); a retry or a client-only slot renders
    // into a fresh element.
    const adopted = hydrateFirstMount.current && attempt === 0 ? (host.firstElementChild as HTMLElement | null) : null;
    hydrateFirstMount.current = false;
    const domElement = adopted ?? document.createElement('div');
    if (!adopted) host.replaceChildren(domElement);
    const fail = (error: unknown) => {
      if (cancelled) return;
      const code = error instanceof RemoteLoadError ? error.code : SHELL_ERRORS.mountFailed.code;
      console.error(`[shell] ${code} ${remote}/${module}`, error);
      emit('remote:failed', { remote, module, code, message: error instanceof Error ? error.message : String(error) });
      setState({ phase: 'failed', code });
    };
    const watching = new AbortController();
    const ready = attempt > 0 || load === 'eager' ? Promise.resolve() : load === 'interaction' ? firstInteraction() : nearViewport(host, watching.signal);
    ready
      .then(() => {
        if (cancelled) return Promise.reject(new Error('cancelled'));
        setState({ phase: adopted ? 'hydrating' : 'loading' });
        return loadParcel(remote, module, attempt > 0);
      })
      .then((config) => {
        if (cancelled) return;
        mountPropsRef.current = { domElement, onRenderError: fail };
        const parcel = mountRootParcel(config, { ...propsRef.current, ...mountPropsRef.current, hydrate: adopted !== null });
        parcelRef.current = parcelLifecycle(parcel);
        return parcel.mountPromise.then(() => !cancelled && setState({ phase: 'mounted' }));
      })
      .catch(fail);
    return () => {
      cancelled = true;
      watching.abort();
      const parcel = parcelRef.current;
      parcelRef.current = null;
      mountPropsRef.current = null;
      const detach = () => domElement.remove();
      // Queued behind a mount or update still in flight, never beside it (single-spa error #6).
      if (parcel) void parcel.unmount().then(detach, detach);
      else detach();
    };
  }, [remote, module, attempt, load]);

  useEffect(() => {
    const parcel = parcelRef.current;
    const mountProps = mountPropsRef.current;
    if (parcel && mountProps) parcel.update({ ...parcelProps, ...mountProps });
  }, [parcelProps]);

  return (
    <div className={className} data-remote={remote} data-slot-state={state.phase}>
      {state.phase === 'loading' && placeholder}
      {state.phase === 'failed' && <SlotFallback code={state.code} variant={variant} onRetry={() => setAttempt((n) => n + 1)} />}
      {serverHtml !== null ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup our own server rendered for this slot (React escaped it there); kept as is so the parcel can hydrate it
        <div ref={hostRef} hidden={state.phase === 'failed'} {...{ [SSR_SLOT_ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: serverHtml }} />
      ) : (
        <div ref={hostRef} hidden={state.phase === 'failed'} />
      )}
    </div>
  );
}
