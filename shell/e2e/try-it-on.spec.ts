import { CHROMIUM_ARGS } from '../chromium-args';
import { expectNoViolations } from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * Spec "try it on" (issue 25): the product page's try-on dialog with a camera. Chromium's fake camera (a moving test
 * pattern) stands in for a real one, and its fake permission prompt says yes; only this file's browser has them.
 */
const PRODUCT = '/p/ridge-trek-boot-nb1001';

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('try it on: the camera picture with the product, moved by keys, a picture taken, the camera released on close', async ({ page }) => {
  // Keeps every stream the page is given, so the test can see the camera released after the dialog has gone.
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const streams: MediaStream[] = [];
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
    (window as unknown as { tryOnStreams: MediaStream[] }).tryOnStreams = streams;
  });
  await page.goto(PRODUCT);
  const open = page.getByRole('button', { name: 'Try it on' });
  await open.click();

  const dialog = page.getByRole('dialog', { name: /^Try it on: / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your picture stays on this device. Nothing is uploaded.')).toBeVisible();
  const video = dialog.getByTestId('try-on-video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 2 && element.videoWidth > 0)).toBe(true);
  const product = dialog.getByRole('application', { name: /in .+/ });
  await expect.poll(() => product.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(product.locator('img')).toHaveAttribute('src', /\/images\/photos\/[0-9a-f]{16}\/960\.jpg$/);

  await product.focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', '+', 'r']) await page.keyboard.press(key);
  await expect(product).toHaveAttribute('data-placement', '0.56,0.6,0.495,15');

  await expectNoViolations(page, 'dialog[open]');

  await dialog.getByRole('button', { name: 'Take a picture' }).click();
  const shot = dialog.getByTestId('try-on-shot');
  await expect(shot).toHaveAttribute('src', /^blob:/);
  expect(await shot.evaluate((image: HTMLImageElement) => image.decode().then(() => [image.naturalWidth, image.naturalHeight]))).toEqual([1280, 960]);
  await expect(dialog.getByRole('link', { name: 'Download the picture' })).toHaveAttribute('download', 'nb1001-try-on.jpg');
  await expect(dialog.getByRole('status').filter({ hasText: 'Picture taken' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  // Every track the page was given has ended: the camera (and its indicator) is off.
  const tracks = await page.evaluate(() =>
    (window as unknown as { tryOnStreams: MediaStream[] }).tryOnStreams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
  );
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.every((state) => state === 'ended')).toBe(true);
});
