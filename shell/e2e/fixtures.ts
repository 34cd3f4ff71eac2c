import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts with consent decided (so the banner does not cover the page) unless it opts out. */
export const test = base.extend<{ consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  page: async ({ page, consentDecided }, use) => {
    if (consentDecided) {
      await page.addInitScript(() => {
        localStorage.setItem('sf-consent', JSON.stringify({ decided: true, required: true, performance: true, functional: true, targeting: true }));
      });
    }
    await use(page);
  },
});

export { expect };

/** Waits until every remote slot on the page has either mounted or failed. */
export async function waitForSlots(page: Page): Promise<void> {
  await expect(page.locator('[data-slot-state="loading"]')).toHaveCount(0);
}
