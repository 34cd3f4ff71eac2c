import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contractUse } from './contract-manifest-plugin.js';
import { exposeFile, remoteExposes } from './remote-modules.js';

const shapes = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@sf/remote-contract/contract-shapes.json'), 'utf8'));

describe('contract.json of a remote build', () => {
  it('records the events written as strings and the atoms named in its code, in the contract version it was built with', () => {
    const use = contractUse(shapes, [
      "import { $cart, emit } from '@sf/remote-contract';\nemit('cart:item-added', line);\nconst count = $cart.get().totalItems;",
      'const label = `toast:show is not an event here`; const $cartography = 1;',
    ]);
    expect(use.version).toBe(shapes.version);
    expect(use.uses.events).toEqual({ 'cart:item-added': shapes.events['cart:item-added'] });
    expect(use.uses.atoms).toEqual({ $cart: shapes.atoms.$cart });
    expect(Object.keys(use.uses.parcelProps)).toEqual(Object.keys(shapes.parcelProps));
  });
});

describe('exposed modules from the one list', () => {
  it("maps './HomePage' to its file and marks the server-rendered modules", () => {
    expect(exposeFile('./OrderConfirmationPage')).toBe('./src/exposes/order-confirmation-page.tsx');
    const catalog = remoteExposes('mfe_catalog');
    expect(catalog.exposes['./ProductPage']).toBe('./src/exposes/product-page.tsx');
    expect(catalog.serverExposes).toContain('./ProductPage');
    expect(catalog.serverExposes).not.toContain('./QuickshopDialog');
    expect(() => remoteExposes('mfe_nope')).toThrow(/not in @sf\/remote-contract/);
  });
});
