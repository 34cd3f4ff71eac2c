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

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The brand's stores in the country, drawn here (no tile service, nothing downloaded): the country's outline as an
 * inline SVG, drawn on the server from Natural Earth shapes (stores module `country-outline.ts`), and a marker per store
 * placed with the same projection. Markers are ordinary HTML links over the drawing (positioned in percent, so they
 * follow its size), each to its store page; the current store's is larger.
 */
export function StoreMap({ stores, currentId, label, map }: { stores: readonly MapStore[]; currentId: string | null; label: string; map: CountryMap | null }) {
  if (stores.length === 0 && !map) return null;
  const frame = map ?? fallbackFrame(stores);
  return (
    <Frame role="group" aria-label={label} data-testid="store-map" style={{ aspectRatio: `${frame.width} / ${frame.height}`, maxWidth: frame.width }}>
      <svg viewBox={`0 0 ${frame.width} ${frame.height}`} width="100%" height="100%" aria-hidden="true" focusable="false">
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
      </svg>
      {stores.map((store) => {
        const { x, y } = projectMapPoint(frame.projection, store.latitude, store.longitude);
        return (
          <Marker
            key={store.id}
            data-current={store.id === currentId}
            data-x={x.toFixed(1)}
            data-y={y.toFixed(1)}
            style={{ left: percent(x, frame.width), top: percent(y, frame.height) }}
          >
            <Link to={`/stores/${store.id}`} aria-label={store.name} variant="plain" />
          </Marker>
        );
      })}
    </Frame>
  );
}

const Frame = styled.div(({ theme }) => ({ position: 'relative', width: '100%', color: theme.colors.primary }));

/** A dot centred on its point; the link fills it and keeps a 24 px target (WCAG 2.2 target size). */
const Marker = styled.span(({ theme }) => ({
  position: 'absolute',
  width: 24,
  height: 24,
  transform: 'translate(-50%, -50%)',
  '& > a': { display: 'block', width: '100%', height: '100%', borderRadius: '50%' },
  '& > a::after': {
    content: '""',
    position: 'absolute',
    inset: 7,
    borderRadius: '50%',
    background: theme.colors.primary,
    opacity: 0.8,
    boxShadow: '0 0 0 1.5px white',
  },
  '&[data-current="true"] > a::after': { inset: 4, opacity: 1 },
}));
