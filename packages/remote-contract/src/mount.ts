import type { ComponentType } from 'react';
import type { LocaleCode, SiteInfo } from './sites';

/** What the shell knows about the current route, handed to every page parcel. */
export interface RouteInfo {
  name: string;
  /** Locale-free path, e.g. /p/ridge-hiker-nb1001. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface NavigateOptions {
  replace?: boolean;
}
export type Navigate = (to: string, options?: NavigateOptions) => void;

/** Props every parcel receives from the shell. All of it but `navigate` and `close` is serializable. */
export interface ShellProps {
  locale: LocaleCode;
  site: SiteInfo;
  navigate: Navigate;
}

/**
 * A page's first data arrives as `initialData` (inlined by the edge for the first document, so a server renderer
 * can pass the same); `dataKey` names the route it belongs to, so a page ignores data of another route.
 */
export interface PageProps<TData = unknown> extends ShellProps {
  route: RouteInfo;
  initialData?: { key: string; data: TData };
}

export interface DialogProps extends ShellProps {
  /** Text after the underscore of the fragment, e.g. the content id of #content_faq-returns. */
  arg: string;
  close: () => void;
  /** Lets the dialog name itself for the shell's aria-labelledby. */
  setTitle: (title: string) => void;
}

export interface WidgetProps extends ShellProps {
  /**
   * Data the edge inlined for this widget (issue 13: a widget the server renders needs its data on both sides, so
   * the browser's hydration matches the server's HTML without a second fetch). Keyed like page data.
   */
  initialData?: { key: string; data: unknown };
}

/** single-spa parcel lifecycle, as each remote module's default export. */
export interface ParcelLifecycleProps {
  domElement: HTMLElement;
  name?: string;
  /** True when the element holds markup the server rendered and the parcel should hydrate it. */
  hydrate?: boolean;
  /** Called when the parcel's UI throws after mounting, so the shell can contain it like a failed mount. */
  onRenderError?: (error: unknown) => void;
}

export interface ParcelModule<P> {
  /**
   * The page's React component, for the server renderer (issue 13): it renders it to HTML with the host's shared
   * React, and the browser's mount hydrates that HTML. Absent for parcels that are not React.
   */
  component?: ComponentType<P>;
  bootstrap: (props: P & ParcelLifecycleProps) => Promise<void>;
  mount: (props: P & ParcelLifecycleProps) => Promise<void>;
  update: (props: P & ParcelLifecycleProps) => Promise<void>;
  unmount: (props: P & ParcelLifecycleProps) => Promise<void>;
}

export const routeDataKey = (route: Pick<RouteInfo, 'path' | 'query'>): string => {
  const query = new URLSearchParams(Object.entries(route.query).sort(([a], [b]) => a.localeCompare(b))).toString();
  return query ? `${route.path}?${query}` : route.path;
};
