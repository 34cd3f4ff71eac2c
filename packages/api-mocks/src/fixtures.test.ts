import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCK_ENDPOINT_IDS, MOCK_ENDPOINTS } from './endpoints';
import { RAW_FIXTURES } from './fixtures';

// The contract between the recorder, the mocks and the server: a fixture that no longer matches its schema fails
// here, and then `npm run mocks:record` (or a fix of the schema change) is due.
describe('recorded fixtures', () => {
  it.each(MOCK_ENDPOINT_IDS)('%s matches its contract schema', (id) => {
    const checked = MOCK_ENDPOINTS[id].schema.safeParse(RAW_FIXTURES[id]);
    expect(checked.success ? 'valid' : checked.error.message).toBe('valid');
  });

  it('has one fixture file per endpoint and no stale ones', () => {
    const files = readdirSync(fileURLToPath(new URL('../fixtures', import.meta.url))).sort();
    expect(files).toEqual(MOCK_ENDPOINT_IDS.map((id) => `${id}.json`).sort());
  });

  it('records answers with content: a fixture of empty lists would test nothing', () => {
    const listing = MOCK_ENDPOINTS['catalog-listing'].schema.parse(RAW_FIXTURES['catalog-listing']);
    const product = MOCK_ENDPOINTS['catalog-product'].schema.parse(RAW_FIXTURES['catalog-product']);
    expect(listing.items.length).toBeGreaterThan(0);
    expect(listing.items.map((item) => item.productId)).toContain(product.productId);
  });

  it('notices a fixture that drifted from its schema', () => {
    const drifted = { ...(RAW_FIXTURES['catalog-product'] as object), price: { list: 149 } };
    expect(MOCK_ENDPOINTS['catalog-product'].schema.safeParse(drifted).success).toBe(false);
  });
});
