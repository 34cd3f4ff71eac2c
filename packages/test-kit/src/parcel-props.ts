import { ROUTES } from '@sf/contracts';
import type { DialogProps, Navigate, PageProps, SiteInfo, WidgetProps } from '@sf/remote-contract';
import type { ModuleKind } from './module-kind';

/** The props the shell would pass, built from the tester's choices (no initial data: the parcel fetches). */
export function parcelPropsFor(kind: ModuleKind, site: SiteInfo, target: string, navigate: Navigate): PageProps | DialogProps | WidgetProps {
  const base: WidgetProps = { locale: site.locale, site, navigate };
  if (kind === 'widget') return base;
  if (kind === 'dialog')
    return {
      ...base,
      arg: target,
      close: () => undefined,
      setTitle: (title) => {
        document.title = title;
      },
    };
  const url = new URL(target, window.location.origin);
  // First route of the shared table whose pattern fits; its order puts the CMS catch-all last.
  const matched = ROUTES.find((route) => (route.path.endsWith('/*') ? url.pathname.startsWith(route.path.slice(0, -1)) : url.pathname === route.path));
  const name = matched?.name ?? 'slug';
  return {
    ...base,
    route: {
      name,
      path: url.pathname,
      params: { '*': url.pathname.replace(/^\/[^/]*\/?/, '') },
      query: Object.fromEntries(url.searchParams),
    },
  };
}
