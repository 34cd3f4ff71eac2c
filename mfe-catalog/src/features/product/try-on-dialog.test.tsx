import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { photo, product } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { ProductPage } from './product-page';

/** The fixture boot with its views, as the server sends them (side first for footwear). */
const withViews: ProductDetail = {
  ...product,
  colours: product.colours.map((colour) => ({
    ...colour,
    views: ['side', 'top', 'sole'].map((view) => ({
      view,
      image: `/images/photos/${colour.code}${view}00000000/640.jpg`.slice(0, 40),
      picture: photo('c3c3c3c3c3c3c3c3'),
    })),
  })),
};

function fakeStream(facingMode = 'environment') {
  const track = { kind: 'video', stop: vi.fn(), getSettings: () => ({ facingMode }) };
  // A MediaStream as far as the <video> element checks (instanceof), with tracks the test can watch.
  const stream: MediaStream = Object.assign(Object.create(MediaStream.prototype), { getTracks: () => [track], getVideoTracks: () => [track] });
  return { stream, track };
}

function mockCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

async function openTryOn(data: ProductDetail = product) {
  stubApi([{ path: `/api/catalog/products/${data.productId}/complete-the-look`, body: { items: [] } }]);
  const props = pageProps<ProductDetail>(data.path);
  renderInShell(<ProductPage {...props} initialData={{ key: routeDataKey(props.route), data }} addToCart={vi.fn()} />);
  const open = screen.getByRole('button', { name: 'Try it on' });
  open.focus();
  fireEvent.click(open);
  // The dialog's code loads on open.
  return { dialog: await screen.findByRole('dialog', { name: `Try it on: ${data.name}` }), open };
}

beforeEach(() => {
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    next += 1;
    return `blob:local/${next}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Try it on: camera', () => {
  it('asks for the rear camera without sound, shows it with the product, and stops the camera on close', async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = mockCamera(async () => stream);
    const { dialog, open } = await openTryOn(withViews);

    expect(await within(dialog).findByTestId('try-on-video')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }),
    );
    expect(within(dialog).getByText('Your picture stays on this device. Nothing is uploaded.')).toBeTruthy();
    // Footwear: the side view, at the pipeline's 960 px width.
    const productBox = within(dialog).getByRole('application', { name: 'Ridge Hiker Boot in Tan' });
    expect(productBox.querySelector('img')?.getAttribute('src')).toMatch(/\/960\.jpg$/);
    expect(productBox.querySelector('img')?.getAttribute('src')).toContain('tanside');

    fireEvent.keyDown(productBox, { key: 'ArrowRight' });
    fireEvent.keyDown(productBox, { key: '+' });
    fireEvent.keyDown(productBox, { key: 'r' });
    expect(productBox.dataset.placement).toBe('0.52,0.6,0.495,15');

    // The colour switcher changes the product photo in place.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Black' }));
    expect(within(dialog).getByRole('application', { name: 'Ridge Hiker Boot in Black' }).querySelector('img')?.getAttribute('src')).toContain('blackside');

    expect(track.stop).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(open);
  });

  it('stops a camera that answers after the dialog was closed', async () => {
    const { stream, track } = fakeStream();
    let answer: (value: MediaStream) => void = () => undefined;
    mockCamera(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog } = await openTryOn();
    expect(within(dialog).getByText('Starting the camera…')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => answer(stream));
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('stops the camera when the shopper switches to a photo of their own', async () => {
    const { stream, track } = fakeStream();
    mockCamera(async () => stream);
    const { dialog } = await openTryOn();
    await within(dialog).findByTestId('try-on-video');
    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByTestId('try-on-file'), { target: { files: [file] } });
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByTestId('try-on-video')).toBeNull();
  });
});

describe('Try it on: no camera', () => {
  it('explains a refused permission and offers a photo from the device instead, read locally', async () => {
    mockCamera(async () => {
      throw Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    });
    const { dialog } = await openTryOn();
    const notice = await within(dialog).findByTestId('try-on-no-camera');
    expect(notice.textContent).toContain('The camera is not allowed. You can allow it in your browser settings, or choose a photo instead.');
    expect(within(notice).getByRole('button', { name: 'Choose a photo' })).toBeTruthy();

    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByTestId('try-on-file'), { target: { files: [file] } });
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(within(dialog).queryByTestId('try-on-no-camera')).toBeNull();
    expect(within(dialog).getByTestId('try-on-stage').querySelector('img[src="blob:local/1"]')).toBeTruthy();
    // The product is placed on the photo the same way.
    const productBox = within(dialog).getByRole('application', { name: 'Ridge Hiker Boot in Tan' });
    fireEvent.keyDown(productBox, { key: 'ArrowUp', shiftKey: true });
    expect(productBox.dataset.placement).toBe('0.5,0.5,0.45,0');
    expect(within(dialog).getByRole('button', { name: 'Use the camera' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local/1');
  });

  it('says when there is no camera, or no camera API at all', async () => {
    mockCamera(async () => {
      throw Object.assign(new Error('none'), { name: 'NotFoundError' });
    });
    const first = await openTryOn();
    expect((await within(first.dialog).findByTestId('try-on-no-camera')).textContent).toContain('No camera could be used.');
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Close' }));

    Reflect.deleteProperty(navigator, 'mediaDevices');
    fireEvent.click(screen.getByRole('button', { name: 'Try it on' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('try-on-no-camera')).textContent).toContain('This browser cannot show the camera here.');
  });
});
