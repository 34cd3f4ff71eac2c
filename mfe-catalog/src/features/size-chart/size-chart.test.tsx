import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SizeCharts } from '@sf/contracts';
import { routeDataKey, siteInfo } from '@sf/remote-contract';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { clearSizeChartCache } from './size-charts-api';
import { SizeChartPage } from './size-chart-page';
import { SizeChartPanel } from './size-chart-panel';

const charts: SizeCharts = {
  charts: [
    {
      id: 'women-shoes',
      title: "Women's shoes",
      columns: ['UK', 'EU', 'US', 'Foot length (cm)'],
      rows: [
        ['4', '37', '6', '23.5'],
        ['5', '38', '7', '24.1'],
      ],
    },
    {
      id: 'apparel',
      title: 'Clothing',
      columns: ['Size', 'Chest (cm)'],
      rows: [
        ['S', '86–91'],
        ['M', '96–101'],
      ],
    },
  ],
};

const highlighted = (table: HTMLElement) => [...table.querySelectorAll('[data-highlighted]')].map((cell) => cell.textContent);

afterEach(clearSizeChartCache);

describe('size charts', () => {
  it('the page shows every chart as a captioned table with headers, the UK column highlighted on the UK site', () => {
    const api = stubApi([]);
    const props = pageProps<SizeCharts>('/size-chart');
    renderInShell(<SizeChartPage {...props} initialData={{ key: routeDataKey(props.route), data: charts }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Size chart');
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual(["Women's shoes", 'Clothing']);
    const shoes = tables[0] as HTMLElement;
    expect(
      within(shoes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['UK(your sizes)', 'EU', 'US', 'Foot length (cm)']);
    expect(
      within(shoes)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['4', '5']);
    expect(highlighted(shoes)).toEqual(['UK(your sizes)', '4', '5']);
    expect(highlighted(tables[1] as HTMLElement)).toEqual([]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('highlights EU sizes on a German site, fetching the charts when the edge did not inline them', async () => {
    const api = stubApi([{ path: '/api/catalog/size-charts', body: charts }]);
    const germany = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
    renderInShell(<SizeChartPage {...pageProps<SizeCharts>('/size-chart', { site: germany })} />, germany);
    const shoes = (await screen.findAllByRole('table'))[0] as HTMLElement;
    expect(highlighted(shoes)[0]).toMatch(/^EU/);
    expect(api.urls).toEqual(['/api/catalog/size-charts?brand=northbound&locale=de-de']);
  });

  it("the product's panel shows only its chart", async () => {
    stubApi([{ path: '/api/catalog/size-charts', body: charts }]);
    renderInShell(<SizeChartPanel chartId="apparel" system="LETTER" />);
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Clothing');
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
