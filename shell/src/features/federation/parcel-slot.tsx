import { useEffect, useRef, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import { emit, SHELL_ERRORS } from '@sf/contracts';
import { parcelLifecycle, type ParcelLifecycle } from './parcel-lifecycle';
import { loadParcel, RemoteLoadError } from './remote-loader';
import { SlotFallback } from './slot-fallback';

type SlotState = { phase: 'loading' | 'mounted' } | { phase: 'failed'; code: string };

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
}

/**
 * Mounts one remote parcel into its own DOM node. Load and mount failures are contained here: the slot shows a
 * fallback with a stable code and a retry, the failure is logged and reported, and the rest of the page keeps working.
 */
export function ParcelSlot({ remote, module, parcelProps, placeholder = null, variant = 'page', className }: ParcelSlotProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<ParcelLifecycle | null>(null);
  // single-spa's parcel.update() REPLACES the custom props, so every update must carry the mount-time ones again
  // (the React parcel finds its root by domElement; without it an update silently renders nothing new).
  const mountPropsRef = useRef<{ domElement: HTMLElement; onRenderError: (error: unknown) => void } | null>(null);
  const propsRef = useRef(parcelProps);
  propsRef.current = parcelProps;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ phase: 'loading' });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    const domElement = document.createElement('div');
    host.appendChild(domElement);
    setState({ phase: 'loading' });
    const fail = (error: unknown) => {
      if (cancelled) return;
      const code = error instanceof RemoteLoadError ? error.code : SHELL_ERRORS.mountFailed.code;
      console.error(`[shell] ${code} ${remote}/${module}`, error);
      emit('remote:failed', { remote, module, code, message: error instanceof Error ? error.message : String(error) });
      setState({ phase: 'failed', code });
    };
    loadParcel(remote, module, attempt > 0)
      .then((config) => {
        if (cancelled) return;
        mountPropsRef.current = { domElement, onRenderError: fail };
        const parcel = mountRootParcel(config, { ...propsRef.current, ...mountPropsRef.current });
        parcelRef.current = parcelLifecycle(parcel);
        return parcel.mountPromise.then(() => !cancelled && setState({ phase: 'mounted' }));
      })
      .catch(fail);
    return () => {
      cancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      mountPropsRef.current = null;
      const detach = () => domElement.remove();
      // Queued behind a mount or update still in flight, never beside it (single-spa error #6).
      if (parcel) void parcel.unmount().then(detach, detach);
      else detach();
    };
  }, [remote, module, attempt]);

  useEffect(() => {
    const parcel = parcelRef.current;
    const mountProps = mountPropsRef.current;
    if (parcel && mountProps) parcel.update({ ...parcelProps, ...mountProps });
  }, [parcelProps]);

  return (
    <div className={className} data-remote={remote} data-slot-state={state.phase}>
      {state.phase === 'loading' && placeholder}
      {state.phase === 'failed' && <SlotFallback code={state.code} variant={variant} onRetry={() => setAttempt((n) => n + 1)} />}
      <div ref={hostRef} hidden={state.phase === 'failed'} />
    </div>
  );
}
