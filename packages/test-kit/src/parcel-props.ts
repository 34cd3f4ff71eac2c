import type { DialogProps, Navigate, PageProps, SiteInfo, WidgetProps } from '@sf/contracts';
import type { ModuleKind } from './module-kind';

/** The props the shell would pass, built from the tester's choices (no initial data: the parcel fetches). */
export function parcelPropsFor(kind: ModuleKind, site: SiteInfo, target: string, navigate: Navigate): PageProps | DialogProps | WidgetProps {
  const base: WidgetProps = { locale: site.locale, site, navigate };
  if (kind === 'widget') return base;
  if (kind === 'dialog') return { ...base, arg: target, close: () => undefined, setTitle: (title) => { document.title = title; } };
  const url = new URL(target, window.location.origin);
  const name = url.pathname === '/' ? 'index' : url.pathname.split('/')[1] === 'c' ? 'c-slug' : url.pathname.split('/')[1] === 'p' ? 'p-slug' : url.pathname.slice(1);
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
