import { useMemo } from 'react';
import type { DocumentState, RouteDefinition } from '@sf/contracts';
import type { Navigate, PageProps, SiteInfo } from '@sf/remote-contract';
import { Container, Skeleton, SkeletonText } from '@sf/ui';
import { ParcelSlot } from '../federation/parcel-slot';

export interface PageSlotProps {
  route: RouteDefinition;
  site: SiteInfo;
  navigate: Navigate;
  location: { path: string; query: Record<string, string> };
  initialData: DocumentState['initialData'];
}

/** A page parcel's props; the server renderer passes the same, so the browser's hydration sees what the server saw. */
export function pageProps({ route, site, navigate, location, initialData }: PageSlotProps): PageProps {
  return {
    route: { name: route.name, path: location.path, params: { '*': location.path.replace(/^\/[^/]*\/?/, '') }, query: location.query },
    locale: site.locale,
    site,
    navigate,
    ...(initialData ? { initialData } : {}),
  };
}

/** Mounts the route's page parcel; the page keeps its parcel across param changes and gets updated props. */
export function PageSlot({ route, site, navigate, location, initialData }: PageSlotProps) {
  const queryKey = JSON.stringify(location.query);
  const props = useMemo<PageProps>(
    () => pageProps({ route, site, navigate, location, initialData }),
    // eslint-style note: queryKey stands for location.query, whose identity changes on every render
    [route.name, location.path, queryKey, site, navigate, initialData],
  );
  return <ParcelSlot remote={route.remote} module={route.module} parcelProps={props} placeholder={<PagePlaceholder />} />;
}

function PagePlaceholder() {
  return (
    <Container aria-busy="true">
      <Skeleton height={8} />
      <SkeletonText lines={4} />
    </Container>
  );
}
