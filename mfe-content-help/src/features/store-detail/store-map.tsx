import styled from '@emotion/styled';
import { projectMapPoint, type CountryMap, type MapProjection } from '@sf/contracts/store-pickup';
import { Link } from '@sf/ui';

export interface MapStore {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

const FALLBACK_WIDTH = 320;
const FALLBACK_HEIGHT = 240;
const MARGIN = 16;

/** Without a country outline (a country we have no shape for), the stores' own bounding box fills the frame. */
function fallbackFrame(stores: readonly MapStore[]): { width: number; height: number; projection: MapProjection } {
  const lats = stores.map((store) => store.latitude);
  const lngs = stores.map((store) => store.longitude);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const cosLat = Math.cos((((south + north) / 2) * Math.PI) / 180);
  // One scale for both axes (no stretching); a single store sits in the middle.
  const scale = Math.min((FALLBACK_WIDTH - 2 * MARGIN) / Math.max((east - west) * cosLat, 0.5), (FALLBACK_HEIGHT - 2 * MARGIN) / Math.max(north - south, 0.5));
  const left = (FALLBACK_WIDTH - (east - west) * cosLat * scale) / 2;
  const top = (FALLBACK_HEIGHT - (north - south) * scale) / 2;
  // projectMapPoint adds one margin to both axes; centre by moving the origin instead.
  return {
    width: FALLBACK_WIDTH,
    height: FALLBACK_HEIGHT,
    projection: { west: west - (left - MARGIN) / (cosLat * scale), north: north + (top - MARGIN) / scale, cosLat, scale, margin: MARGIN },
  };
}

/**
 * The brand's stores in the country as an inline SVG (no tile service, nothing downloaded): the country's outline
 * drawn on the server from Natural Earth shapes (stores module `country-outline.ts`) and a marker per store, placed with
 * the same projection. Each marker is a link to its store page; the current store is drawn larger.
 */
export function StoreMap({ stores, currentId, label, map }: { stores: readonly MapStore[]; currentId: string | null; label: string; map: CountryMap | null }) {
  if (stores.length === 0 && !map) return null;
  const frame = map ?? fallbackFrame(stores);
  return (
    <Frame viewBox={`0 0 ${frame.width} ${frame.height}`} width={frame.width} height={frame.height} role="group" aria-label={label} data-testid="store-map">
      <title>{label}</title>
      {map ? (
        <path
          d={map.outline}
          data-testid="country-outline"
          fill="currentColor"
          fillOpacity="0.08"
          stroke="currentColor"
          strokeOpacity="0.5"
          strokeWidth="0.8"
        />
      ) : null}
      {stores.map((store) => {
        const { x, y } = projectMapPoint(frame.projection, store.latitude, store.longitude);
        const current = store.id === currentId;
        return (
          <Link key={store.id} to={`/stores/${store.id}`} aria-label={store.name}>
            <circle cx={x} cy={y} r={current ? 8 : 5} fill="currentColor" fillOpacity={current ? 1 : 0.75} stroke="white" strokeWidth="1.5" />
          </Link>
        );
      })}
    </Frame>
  );
}

const Frame = styled.svg(({ theme }) => ({ maxWidth: '100%', height: 'auto', color: theme.colors.primary }));
