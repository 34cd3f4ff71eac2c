import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types (it runs under node as a build step).
import { computeShapes } from '../scripts/contract-shapes.mjs';
import { contractMismatches, type ContractShapes, type ContractUse } from './contract-check';

const committed = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'contract-shapes.json'), 'utf8')) as ContractShapes;

describe('contract shapes', () => {
  it('contract-shapes.json matches the sources (run `npm run shapes -w @sf/remote-contract` after a change)', () => {
    expect(computeShapes()).toEqual(committed);
  }, 30_000);
});

describe('contractMismatches', () => {
  const use = (uses: Partial<ContractUse['uses']>, version = committed.version): ContractUse => ({
    package: '@sf/remote-contract',
    version,
    uses: { events: {}, atoms: {}, parcelProps: {}, ...uses },
  });

  it("accepts a release that uses the storefront's shapes", () => {
    const cart = committed.events['cart:changed'] as string;
    expect(contractMismatches(committed, use({ events: { 'cart:changed': cart }, atoms: { $cart: committed.atoms.$cart as string } }))).toEqual([]);
  });

  it('names an event whose payload differs, an unknown atom and another major version', () => {
    const mismatches = contractMismatches(
      committed,
      use({ events: { 'cart:changed': '{ basketId: string }' }, atoms: { $wishlist: '{ ids: array<string> }' } }, '2.0.0'),
    );
    expect(mismatches).toEqual([
      `@sf/remote-contract: the release was built against 2.0.0, this storefront speaks ${committed.version} (the major version must match)`,
      `event "cart:changed": the release expects { basketId: string }, this storefront has ${committed.events['cart:changed']}`,
      'atom "$wishlist": unknown to this storefront',
    ]);
  });
});
