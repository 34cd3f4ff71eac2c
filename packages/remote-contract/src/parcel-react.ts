import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ParcelLifecycleProps, ParcelModule } from './mount';

/**
 * Wraps a React component as a single-spa parcel. Each mounted instance keeps its own root, keyed by its DOM
 * element, so one module can fill several slots. With `hydrate: true` it adopts server-rendered markup.
 */
export function createReactParcel<P extends object>(Component: ComponentType<P>): ParcelModule<P> {
  const roots = new WeakMap<HTMLElement, Root>();
  const strip = (props: P & ParcelLifecycleProps): P => {
    const { domElement: _el, hydrate: _h, name: _n, onRenderError: _o, ...rest } = props as P & ParcelLifecycleProps & Record<string, unknown>;
    return rest as unknown as P;
  };
  return {
    component: Component,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = createElement(Component, strip(props));
      const options = {
        onUncaughtError: (error: unknown) => props.onRenderError?.(error),
        onRecoverableError: (error: unknown, info: { componentStack?: string }) =>
          console.error(`[parcel] ${props.name ?? 'parcel'}: hydration mismatch, re-rendered in the browser`, error, info.componentStack),
      };
      if (props.hydrate) {
        // As a transition, hydration yields to the browser every few milliseconds instead of one long task (the
        // markup is already on screen and stays until React takes it over; issue 13, total blocking time).
        startTransition(() => {
          roots.set(props.domElement, hydrateRoot(props.domElement, element, options));
        });
      } else {
        const root = createRoot(props.domElement, options);
        root.render(element);
        roots.set(props.domElement, root);
      }
    },
    update: async (props) => {
      roots.get(props.domElement)?.render(createElement(Component, strip(props)));
    },
    unmount: async (props) => {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
