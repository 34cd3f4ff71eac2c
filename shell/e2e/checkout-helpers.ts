import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SITE = { brand: 'northbound', locale: 'uk-en' } as const;

export async function expectNoViolations(page: Page, include?: string): Promise<void> {
  await waitForSlots(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** An in-stock variant of a product, through the catalogue API (not the PDP, which other tests drive). */
async function inStockVariant(request: APIRequestContext, productId: string): Promise<string> {
  const response = await request.get(`/api/catalog/products/${productId}`, { params: SITE });
  expect(response.ok()).toBe(true);
  const product = (await response.json()) as { variants: Array<{ variantId: string; inStock: boolean; lowStock: number | null }> };
  const variant =
    product.variants.find((candidate) => candidate.inStock && candidate.lowStock === null) ?? product.variants.find((candidate) => candidate.inStock);
  if (!variant) throw new Error(`no stock for ${productId}`);
  return variant.variantId;
}

/** A UK basket with one unit of each product (and a coupon), made through the API and handed to the page. */
export async function prepareBasket(page: Page, request: APIRequestContext, productIds: string[], coupon?: string): Promise<string> {
  const created = await request.post('/api/baskets', { data: SITE });
  expect(created.status()).toBe(201);
  const { basketId } = (await created.json()) as { basketId: string };
  for (const productId of productIds) {
    const added = await request.post(`/api/baskets/${basketId}/items`, { data: { variantId: await inStockVariant(request, productId), quantity: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  if (coupon) {
    const applied = await request.post(`/api/baskets/${basketId}/coupons`, { data: { code: coupon } });
    expect(applied.ok(), await applied.text()).toBe(true);
  }
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('sf-e2e-basket-set')) {
      localStorage.setItem('sf-basket-gb', id);
      sessionStorage.setItem('sf-e2e-basket-set', '1');
    }
  }, basketId);
  return basketId;
}

export const GUEST = { email: 'ada.e2e@example.com', firstName: 'Ada', lastName: 'Lovelace', street: '12 St James Square' };

/** Shipping step; the lower-case postcode and city make the server suggest a correction, which is accepted. */
export async function fillShipping(page: Page, email = GUEST.email): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill(GUEST.firstName);
  await page.getByLabel('Last name').fill(GUEST.lastName);
  await page.getByLabel('Street address').fill(GUEST.street);
  await page.getByLabel('Town or city').fill('london');
  await page.getByLabel('Postcode').fill('sw1y4jh');
}

export async function acceptSuggestion(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Check your address' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('London SW1Y 4JH');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Use suggested address' }).click();
}

/** Types a test card into the provider's isolated form (an iframe on the provider path) and waits for the token. */
export async function enterCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details (secure payment form)"]');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('12/34');
  await frame.locator('#cvc').fill('123');
  await frame.locator('#name').fill('Ada Lovelace');
  await frame.locator('#submit').click();
  await expect(page.getByText(`•••• ${number.slice(-4)}`)).toBeVisible();
}
