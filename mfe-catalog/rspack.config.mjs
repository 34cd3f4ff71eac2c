import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The public surface of this remote: exactly contracts REMOTE_EXPOSES.mfe_catalog. */
const exposes = {
  './HomePage': './src/exposes/home-page.tsx',
  './CategoryPage': './src/exposes/category-page.tsx',
  './ProductPage': './src/exposes/product-page.tsx',
  './QuickshopDialog': './src/exposes/quickshop-dialog.tsx',
  './SearchPage': './src/exposes/search-page.tsx',
  './SearchBox': './src/exposes/search-box.tsx',
  './CollectionPage': './src/exposes/collection-page.tsx',
  './FavoritesPage': './src/exposes/favorites-page.tsx',
  './LookPage': './src/exposes/look-page.tsx',
  './SizeChartPage': './src/exposes/size-chart-page.tsx',
  './ReviewsPage': './src/exposes/reviews-page.tsx',
};

/** What the server renders: the public pages (contracts ROUTES marked serverRendered) and the header's search box. */
const serverExposes = [
  './SearchBox',
  './HomePage',
  './CategoryPage',
  './ProductPage',
  './SearchPage',
  './CollectionPage',
  './LookPage',
  './SizeChartPage',
  './ReviewsPage',
];

export default (_env, argv) => createAppConfigs({ dir, kind: 'remote', name: 'mfe_catalog', exposes, serverExposes }, argv);
