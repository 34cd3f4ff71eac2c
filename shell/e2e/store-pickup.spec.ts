/**
 * Issue 25, find in store and store pickup, end to end: the nearest store to a postcode has the size; a shopper buys it
 * for pickup there; that store's stock drops by one and the other stores' do not; the confirmation names the store;
 * the store staff mark the order ready (the e-mail is in the outbox) and hand it over by its code. Axe on every new
 * page and dialog.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addOperatorSession, expect, test } from './fixtures';
import { acceptSuggestion, enterCard, expectNoViolations, fillShipping } from './checkout-helpers';

const SITE = { brand: 'northbound', locale: 'uk-en' } as const;
const MANCHESTER = 'northbound-gb-manchester';
const POSTCODE = 'M1 1AE';

interface Nearby {
  unit: string;
  stores: Array<{ id: string; name: string; distance: number; stock: Record<string, number> }>;
}

const nearby = async (request: APIRequestContext): Promise<Nearby> => {
  const response = await request.get('/api/stores/nearby', { params: { ...SITE, place: POSTCODE, productId: 'NB1001' } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Nearby;
};

/** A size of NB1001 in stock online and in the Manchester store. */
async function sizeInManchester(request: APIRequestContext): Promise<{ variantId: string; size: string; path: string }> {
  const product = (await (await request.get('/api/catalog/products/NB1001', { params: SITE })).json()) as {
    path: string;
    variants: Array<{ variantId: string; size: string; inStock: boolean }>;
  };
  const stock = (await nearby(request)).stores.find((store) => store.id === MANCHESTER)?.stock ?? {};
  const variant = product.variants.find((candidate) => candidate.inStock && (stock[candidate.variantId] ?? 0) > 0);
  if (!variant) throw new Error('no size of NB1001 is in stock in Manchester');
  return { variantId: variant.variantId, size: variant.size, path: product.path };
}

async function basketWith(page: Page, request: APIRequestContext, variantId: string): Promise<void> {
  const created = await request.post('/api/baskets', { data: SITE });
  const { basketId } = (await created.json()) as { basketId: string };
  const added = await request.post(`/api/baskets/${basketId}/items`, { data: { variantId, quantity: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('sf-e2e-basket-set')) {
      localStorage.setItem('sf-basket-gb', id);
      sessionStorage.setItem('sf-e2e-basket-set', '1');
    }
  }, basketId);
}

test('finds the nearest store with a size, buys it for pickup there, and the store hands it over', async ({ page, request, operatorSession }) => {
  test.setTimeout(180_000);
  const { variantId, path } = await sizeInManchester(request);
  const before = await nearby(request);

  // The product page's dialog (loaded on demand) and the find-in-store page both list Manchester first.
  await page.goto(path);
  await page.getByRole('button', { name: 'Find in store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find in store' });
  await dialog.getByLabel('Postcode or town').fill(POSTCODE);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByTestId('find-in-store-results').locator('li').first()).toContainText('Northbound Manchester');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/find-in-store/NB1001');
  await expectNoViolations(page);
  const findPage = page.getByTestId('find-in-store-page');
  await findPage.getByLabel('Size').selectOption(variantId);
  await findPage.getByLabel('Postcode or town').fill(POSTCODE);
  await findPage.getByRole('button', { name: 'Search' }).click();
  const first = page.getByTestId('nearby-store').first();
  await expect(first).toHaveAttribute('data-store-id', MANCHESTER);
  await expect(first).toContainText(/\d+(\.\d)? mi/);
  const units = before.stores.find((store) => store.id === MANCHESTER)?.stock[variantId] ?? 0;
  await expect(first.getByTestId('store-units')).toHaveAttribute('data-units', String(units));
  await expectNoViolations(page);

  // Checkout with "Collect in store" at Manchester.
  await basketWith(page, request, variantId);
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('radio', { name: /Collect in store/ }).check();
  const panel = page.getByTestId('pickup-store-panel');
  await panel.getByRole('button', { name: 'Choose a store' }).click();
  const search = page.getByRole('dialog', { name: 'Find a pickup store' });
  await search.getByLabel('Postcode or town').fill(POSTCODE);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByTestId('pickup-store-option').first()).toHaveAttribute('data-store-id', MANCHESTER);
  await expectNoViolations(page);
  await search.getByRole('button', { name: 'Pick up here: Northbound Manchester' }).click();
  await expect(panel.getByTestId('pickup-store')).toHaveText('Pick up at Northbound Manchester');
  await panel.getByLabel('Phone').fill('+44 161 496 0000');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await acceptSuggestion(page);
  await expect(page.getByRole('heading', { name: 'Billing and payment' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).not.toContainText('£3.95');
  await enterCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await expect(page.getByTestId('summary-pickup')).toContainText('Northbound Manchester');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?orderNumber=NB\\d{8}&storeContext=${MANCHESTER}`));
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  const confirmation = page.getByTestId('pickup-confirmation');
  await expect(confirmation).toContainText('Northbound Manchester');
  await expect(confirmation.getByTestId('pickup-code')).toHaveText(orderNumber);
  await expectNoViolations(page);

  // Manchester has one unit fewer; every other store the same as before.
  const after = await nearby(request);
  for (const store of before.stores) {
    const expected = store.id === MANCHESTER ? (store.stock[variantId] ?? 0) - 1 : store.stock[variantId];
    expect(after.stores.find((candidate) => candidate.id === store.id)?.stock[variantId], store.id).toBe(expected);
  }

  // The store counter: mark ready (one e-mail in the outbox), then hand over by the typed code.
  await addOperatorSession(page, operatorSession);
  await page.goto(`/internal/pickups?storeId=${MANCHESTER}`);
  const row = page.locator(`[data-order-number="${orderNumber}"]`);
  await expect(row.getByTestId('pickup-status')).toHaveText('Waiting');
  await expectNoViolations(page);
  await row.getByRole('button', { name: `Mark ready ${orderNumber}` }).click();
  await expect(row.getByTestId('pickup-status')).toHaveText('Ready');
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    messages: Array<{ kind: string; orderNumber: string | null; subject: string }>;
  };
  const ready = outbox.messages.filter((message) => message.kind === 'pickup_ready' && message.orderNumber === orderNumber);
  expect(ready).toHaveLength(1);
  expect(ready[0]?.subject).toBe(`Your order ${orderNumber} is ready to collect at Northbound Manchester`);
  await page.getByRole('textbox', { name: 'Scan or type the pickup code' }).fill(orderNumber.toLowerCase());
  await page.getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${orderNumber} handed over.` })).toBeVisible();
  await expectNoViolations(page);
  await expect(row.getByTestId('pickup-status')).toHaveText('Collected');

  // The store's own page: hours, open now, the map, and its ShoeStore JSON-LD.
  await page.goto(`/stores/${MANCHESTER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Northbound Manchester' })).toBeVisible();
  await expect(page.getByTestId('store-map')).toBeVisible();
  // Drawn here, not fetched from a tile service: the UK's outline and a marker linking to each British store.
  await expect(page.getByTestId('country-outline')).toHaveAttribute('d', /^M[\d.]+ [\d.]+L/);
  await expect(page.getByTestId('store-map').getByRole('link', { name: 'Northbound Manchester' })).toHaveAttribute('href', `/stores/${MANCHESTER}`);
  const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"ShoeStore"'))).toBe(true);
  await expectNoViolations(page);
});
