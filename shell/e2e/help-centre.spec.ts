import { test, expect, addOperatorSession } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

/**
 * Help centre and contact (issue 25): search the help, open a topic's questions and an article; send the contact
 * form with a photo, find the acknowledgement in the outbox and the case on customer service's page (download and
 * status change); with help pages off for the visitor, a link into /help lands on the home page. Axe on each page.
 */

/** A 1×1 PNG: what a shopper's photo of a damaged sole would be, only smaller. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

test('search the help, open an article and a topic’s questions', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular topics' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByTestId('help-search').getByLabel('Search help articles').fill('refund');
  await page.getByTestId('help-search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/articles\?q=refund$/);
  const results = page.getByTestId('help-search-results');
  await expect(results.getByRole('link', { name: 'When will I get my refund?' })).toBeVisible();
  await expectNoViolations(page);

  await results.getByRole('link', { name: 'When will I get my refund?' }).click();
  await expect(page).toHaveURL(/\/help\/returns\/refund-times$/);
  await expect(page.getByRole('heading', { level: 1, name: 'When will I get my refund?' })).toBeVisible();
  await expect(page.getByText('within 5 working days')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeVisible();
  const question = page.getByTestId('help-faq').locator('summary', { hasText: 'How do I return an item?' });
  await expect(page.getByText('free of charge within 30 days')).toBeHidden();
  await question.click();
  await expect(page.getByText('free of charge within 30 days')).toBeVisible();
  await expectNoViolations(page);

  // The size chart under /help is the catalogue's page.
  await page.getByRole('link', { name: 'Size chart' }).click();
  await expect(page).toHaveURL(/\/help\/size-chart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Size chart' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();

  // The German site: the localized address, German answers from the German search.
  await page.goto('/de-de/hilfe');
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
  await page.getByTestId('help-search').getByLabel('Hilfe-Artikel durchsuchen').fill('Rücksendung');
  await page.getByTestId('help-search').getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByTestId('help-search-results').getByRole('link', { name: 'Wie sende ich einen Artikel zurück?' })).toBeVisible();
});

test('send the contact form with a photo; the acknowledgement is in the outbox and the case on the internal page', async ({ page, operatorSession }) => {
  test.setTimeout(90_000);
  await addOperatorSession(page, operatorSession);
  const email = `help.${Date.now()}@example.com`;
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await expectNoViolations(page);

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Choose what your message is about.')).toBeVisible();
  await expect(form.getByText('Enter a valid e-mail address, e.g. name@example.com.')).toBeVisible();
  await form.getByLabel('Order number (optional)').fill('12345');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('An order number is two letters and eight digits, e.g. NB12345678.')).toBeVisible();
  await expectNoViolations(page);

  await form.getByLabel('What is your message about?').selectOption({ label: 'Returns and refunds' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Your name', { exact: true }).fill('Ada Shopper');
  await form.getByLabel('Order number (optional)').fill('NB12345678');
  await form.getByLabel('Your message', { exact: true }).fill('The sole of my left shoe came loose after two weeks.');
  await form.getByLabel('Attachment (optional)').setInputFiles({ name: 'sole.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send message' }).click();

  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText('Thank you, your message has been sent');
  const reference = /CS-[2-9A-HJKMNP-Z]{8}/.exec((await sent.textContent()) ?? '')?.[0];
  expect(reference, 'the reference is shown').toBeTruthy();
  await expectNoViolations(page);

  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { messages: Array<{ kind: string; to: string; subject: string }> };
      return outbox.messages.find((message) => message.kind === 'contact_acknowledgement' && message.to === email)?.subject ?? null;
    })
    .toBe(`We have received your message (${reference})`);

  await page.goto('/internal/cases');
  await page.getByRole('link', { name: reference as string }).click();
  const detail = page.getByTestId('case-detail');
  await expect(detail.getByRole('heading', { name: reference as string })).toBeVisible();
  await expect(detail.getByText('The sole of my left shoe came loose after two weeks.')).toBeVisible();
  await expect(detail.getByText('NB12345678')).toBeVisible();
  const download = detail.getByRole('link', { name: /Download sole\.png/ });
  const file = await page.request.get((await download.getAttribute('href')) as string);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await file.body(), PNG)).toBe(0);
  await expectNoViolations(page);

  await detail.getByLabel('Status').selectOption({ label: 'Resolved' });
  await detail.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByTestId('case-detail').getByText('Status saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(reference as string) })).toContainText('Resolved');
});

test('with help pages off for this visitor, a link into the help centre lands on the home page', async ({ page }) => {
  // From another page than home, so that landing on home can only be the help gate's doing.
  await page.goto('/stores?ldPassthrough=helpPages:false');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer [data-remote="mfe_content_help"]')).toHaveAttribute('data-slot-state', 'mounted');
  await page.locator('footer').getByRole('link', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toHaveCount(0);
});

/**
 * Visitor ids whose stable hash puts them in each variant of the buy-box experiment (the server's unit test pins the
 * same): the compact box is sticky beside the photos, and the delivery link must not end up underneath it.
 */
const BUY_BOX_VISITORS = { control: 'BBBBBBBBBBBBBBBBBBBBBB', compact: 'AAAAAAAAAAAAAAAAAAAAAA' } as const;

for (const [variant, visitor] of Object.entries(BUY_BOX_VISITORS)) {
  test(`the product page (${variant} buy box) opens the delivery answers over the page (FAQ dialog) and leads on to the topic`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'optimizelyUserId', value: visitor, url: baseURL ?? '' }]);
    await page.goto('/p/ridge-trek-boot-nb1001');
    await expect(page.locator(`[data-buy-box="${variant === 'control' ? 'standard' : 'compact'}"]`)).toHaveCount(1);
    // A plain click: Playwright refuses it while anything (the sticky buy box) covers the link.
    await page.getByRole('link', { name: 'Delivery times and costs' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('summary').first()).toBeVisible();
    await expect(page).toHaveURL(/#faq_delivery$/);
    await dialog.locator('summary').first().click();
    await expectNoViolations(page);
    await dialog.getByRole('link', { name: /^All questions about/ }).click();
    await expect(page).toHaveURL(/\/help\/delivery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
