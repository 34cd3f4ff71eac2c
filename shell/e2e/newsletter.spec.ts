import type { APIRequestContext } from '@playwright/test';
import { test, expect, addOperatorSession } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

/**
 * Newsletter (issue 12): the footer form's double opt-in, the confirmation link from the outbox, the unsubscribe link
 * of the welcome mail, and a forged link refused; axe on each state of /newsletter-subscription.
 */

/** The newest newsletter mail of `kind` to `email`, read from the outbox (`request` carries the operator session). */
async function mailLink(request: APIRequestContext, email: string, kind: string, parameter: 'token' | 'unsubscribe'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as { messages: Array<{ kind: string; to: string; text: string }> };
      const mail = outbox.messages.find((message) => message.kind === kind && message.to === email);
      link = new RegExp(`https?://\\S+/newsletter-subscription\\?${parameter}=[A-Za-z0-9_.-]+`).exec(mail?.text ?? '')?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

test('subscribe in the footer, confirm from the e-mail, unsubscribe from the next one', async ({ page, operatorSession }) => {
  test.setTimeout(90_000);
  await addOperatorSession(page, operatorSession);
  const email = `news.${Date.now()}@example.com`;
  await page.goto('/');
  // The footer's widget hydrates when it comes into view (issue 13: below the fold).
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer [data-remote="mfe_content_help"]')).toHaveAttribute('data-slot-state', 'mounted');
  const footer = page.getByTestId('footer-newsletter');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(footer.getByLabel('E-mail address')).toBeFocused();
  await footer.getByLabel('E-mail address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Check your inbox')).toBeVisible();
  await expectNoViolations(page, '[data-testid="footer-newsletter"]');

  await page.goto(await mailLink(page.request, email, 'newsletter_confirmation', 'token'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible();

  await page.goto(await mailLink(page.request, email, 'newsletter_welcome', 'unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expectNoViolations(page);
});

test('a forged link is refused and the form is offered instead', async ({ page }) => {
  await page.goto('/newsletter-subscription?unsubscribe=Zm9yZ2VkLXBheWxvYWQ.Zm9yZ2VkLXNpZ25hdHVyZQ');
  await expect(page.getByRole('alert')).toContainText('This link is not valid or has expired');
  await expect(page.getByRole('main').getByLabel('E-mail address')).toBeVisible();
  await expectNoViolations(page);
});
