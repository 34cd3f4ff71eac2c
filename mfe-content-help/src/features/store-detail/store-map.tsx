import styled from '@emotion/styled';
import { Link } from '@sf/ui';

export interface MapStore {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

const WIDTH = 320;
const HEIGHT = 240;
const MARGIN = 16;

/**
 * The brand's stores in the country as an inline SVG (no tile service, nothing downloaded): an equirectangular
 * projection of the stores' own bounding box, longitude scaled by cos(latitude) so distances look right. Each marker
 * is a link to its store page; the current store is drawn larger and named in its label.
 */
export function StoreMap({ stores, currentId, label }: { stores: readonly MapStore[]; currentId: string | null; label: string }) {
  if (stores.length === 0) return null;
  const lats = stores.map((store) => store.latitude);
  const lngs = stores.map((store) => store.longitude);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const x = (lng: number) => lng * Math.cos(midLat);
  const [west, east] = [Math.min(...lngs.map(x)), Math.max(...lngs.map(x))];
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  // One scale for both axes (no stretching); a single store sits in the middle.
  const scale = Math.min((WIDTH - 2 * MARGIN) / Math.max(east - west, 0.5), (HEIGHT - 2 * MARGIN) / Math.max(north - south, 0.5));
  const left = (WIDTH - (east - west) * scale) / 2;
  const top = (HEIGHT - (north - south) * scale) / 2;
  const point = (store: MapStore) => ({ cx: left + (x(store.longitude) - west) * scale, cy: top + (north - store.latitude) * scale });
  return (
    <Frame viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label={label} data-testid="store-map">
      <title>{label}</title>
      <rect x="1" y="1" width={WIDTH - 2} height={HEIGHT - 2} rx="8" fill="none" stroke="currentColor" strokeOpacity="0.4" />
      {stores.map((store) => {
        const { cx, cy } = point(store);
        const current = store.id === currentId;
        return (
          <Link key={store.id} to={`/stores/${store.id}`} aria-label={store.name}>
            <circle cx={cx} cy={cy} r={current ? 8 : 5} fill="currentColor" fillOpacity={current ? 1 : 0.6} />
          </Link>
        );
      })}
    </Frame>
  );
}

const Frame = styled.svg(({ theme }) => ({ width: '100%', maxWidth: WIDTH, height: 'auto', aspectRatio: `${WIDTH} / ${HEIGHT}`, color: theme.colors.primary }));
