import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { siteInfo } from '@sf/remote-contract';
import type { CountryMap } from '@sf/contracts/store-pickup';
import { StorefrontRoot } from '@sf/ui';
import { StoreMap } from './store-map';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const map: CountryMap = { width: 200, height: 360, projection: { west: -8, north: 59, cosLat: 0.6, scale: 30, margin: 12 }, outline: 'M12 12L100 40L60 300Z' };
const stores = [
  { id: 'nb-london', name: 'Northbound London', latitude: 51.5, longitude: -0.12 },
  { id: 'nb-leeds', name: 'Northbound Leeds', latitude: 53.8, longitude: -1.55 },
];

const renderMap = (props: Parameters<typeof StoreMap>[0]) =>
  render(
    <StorefrontRoot site={site} navigate={() => undefined}>
      <StoreMap {...props} />
    </StorefrontRoot>,
  );

describe('StoreMap', () => {
  afterEach(cleanup);

  it('draws the country outline and a marker per store, each a link to its page, London south-east of Leeds', () => {
    renderMap({ stores, currentId: 'nb-leeds', label: 'Map', map });
    const group = screen.getByRole('group', { name: 'Map' });
    expect(screen.getByTestId('country-outline').getAttribute('d')).toBe(map.outline);
    expect(group.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 200 360');
    const [london, leeds] = stores.map((store) => within(group).getByRole('link', { name: store.name }));
    expect(london?.getAttribute('href')).toBe('/stores/nb-london');
    const point = (link: HTMLElement | undefined) => ({ x: Number(link?.parentElement?.dataset.x), y: Number(link?.parentElement?.dataset.y) });
    expect(point(london).x).toBeGreaterThan(point(leeds).x);
    expect(point(london).y).toBeGreaterThan(point(leeds).y);
    // Placed in percent of the drawing, so the markers follow its size.
    expect(london?.parentElement?.style.left).toMatch(/^\d+(\.\d+)?%$/);
    // The store whose page this is stands out.
    expect(leeds?.parentElement?.dataset.current).toBe('true');
    expect(london?.parentElement?.dataset.current).toBe('false');
  });

  it('without an outline the stores frame themselves, inside the box', () => {
    renderMap({ stores, currentId: null, label: 'Map', map: null });
    expect(screen.queryByTestId('country-outline')).toBeNull();
    for (const link of within(screen.getByRole('group', { name: 'Map' })).getAllByRole('link')) {
      const { x, y } = link.parentElement?.dataset ?? {};
      expect(Number(x)).toBeGreaterThan(0);
      expect(Number(x)).toBeLessThan(320);
      expect(Number(y)).toBeGreaterThan(0);
      expect(Number(y)).toBeLessThan(240);
    }
  });
});
