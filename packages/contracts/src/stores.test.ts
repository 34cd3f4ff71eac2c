import { describe, expect, it } from 'vitest';
import { STORE_QUERY_MAX, storeQueryOf } from './stores';

describe('storeQueryOf', () => {
  it('reads the search of a page URL the same for the edge and the page', () => {
    expect(storeQueryOf({})).toBeUndefined();
    expect(storeQueryOf({ q: '   ' })).toBeUndefined();
    expect(storeQueryOf({ q: ' Leeds ' })).toBe('Leeds');
    expect(storeQueryOf({ q: 'x'.repeat(STORE_QUERY_MAX) })).toHaveLength(STORE_QUERY_MAX);
    expect(storeQueryOf({ q: 'x'.repeat(STORE_QUERY_MAX + 1) })).toBeUndefined();
  });
});
