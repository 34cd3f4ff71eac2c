import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

const SITE = { brand: 'northbound', locale: 'uk-en' } as const;

/** Sizes in stock are the radios not marked sold out; the input is visually hidden, so check it directly. */
async function addOnProductPage(page: Page, productId: string): Promise<string> {
  const response = await page.request.get(`/api/catalog/products/${productId}`, { params: SITE });
  const product = (await response.json()) as { path: string; name: string };
  await page.goto(product.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main input[type="radio"]:not([data-sold-out])').first().check({ force: true });
  await page.getByRole('button', { name: 'Add to basket' }).click();
  return product.name;
}

test('add two items (the mini cart opens), apply a coupon, change shipping and the gift option; accessible with every dialog open', async ({ page }) => {
  test.setTimeout(120_000);
  const first = await addOnProductPage(page, 'NB1001');
  const miniCart = page.getByRole('dialog', { name: 'Added to your basket' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart).toContainText(first);
  await expectNoViolations(page);
  await miniCart.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(miniCart).toBeHidden();

  const second = await addOnProductPage(page, 'NB1002');
  await expect(miniCart).toContainText(second);
  await miniCart.getByRole('link', { name: 'View basket' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitForSlots(page);
  const items = page.getByRole('list', { name: 'Items in your basket' });
  await expect(items.getByRole('listitem')).toHaveCount(2);

  // An expired code is refused and announced; a valid one shows its text and amount.
  await page.getByLabel('Promo code').fill('summer20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('Promo code SUMMER20 has expired.');
  await page.getByLabel('Promo code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('list', { name: 'Promotions' })).toContainText('10% off your order (WELCOME10)');
  await expect(page.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Change shipping method' }).click();
  const shipping = page.getByRole('dialog', { name: 'Choose a shipping method' });
  // Issue 25: store pickup is offered (checkout then asks for the store).
  await expect(shipping.getByRole('radio', { name: /Collect in store/ })).toBeEnabled();
  await expectNoViolations(page);
  await shipping.getByRole('radio', { name: /Express delivery/ }).check();
  await shipping.getByRole('button', { name: 'Save' }).click();
  await expect(shipping).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Express delivery');

  await page.getByRole('button', { name: 'Add gift option' }).click();
  const gift = page.getByRole('dialog', { name: 'Gift option' });
  await gift.getByRole('checkbox', { name: 'This order is a gift' }).check();
  await gift.getByLabel('Gift message (optional)').fill('Happy birthday!');
  await expectNoViolations(page);
  await gift.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gift message: Happy birthday!')).toBeVisible();

  await page.getByRole('button', { name: `More actions for ${first}` }).click();
  const actions = page.getByRole('dialog', { name: first });
  await expect(actions.getByRole('button', { name: 'Move to favourites' })).toBeVisible();
  await expectNoViolations(page);
  await actions.getByRole('button', { name: 'Remove from basket' }).click();
  await expect(actions).toBeHidden();
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expectNoViolations(page);
});

test('the remembered autoPromoCode is applied when the cart loads, once', async ({ page }) => {
  await addOnProductPage(page, 'NB1003');
  await expect(page.getByRole('dialog', { name: 'Added to your basket' })).toBeVisible();
  await page.goto('/cart?autoPromoCode=TENOFF');
  await expect(page.getByRole('list', { name: 'Promotions' })).toContainText('£10.00 off your order (TENOFF)');
  expect(await page.evaluate(() => sessionStorage.getItem('sf-auto-promo-code'))).toBeNull();
});
