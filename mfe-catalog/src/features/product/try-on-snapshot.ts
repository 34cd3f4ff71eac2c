/**
 * "Take a picture": the live view redrawn on a canvas in the page (never uploaded). The background is cropped as
 * `object-fit: cover` showed it, the product is placed by the same placement numbers, faded at its edges and
 * multiplied onto the picture: the studio photo's light backdrop disappears as it does in the live view's
 * `mix-blend-mode: multiply`.
 */
import { coverCrop, type Placement } from './try-on-placement';

/** The snapshot's size: the stage's 4 ∶ 3. */
export const SNAPSHOT_SIZE = { width: 1280, height: 960 } as const;
/** Where the product photo's edge fade starts, as a share of its half-width (the CSS mask uses the same stop). */
export const PRODUCT_FADE_START = 0.82;

export interface SnapshotScene {
  background: CanvasImageSource;
  /** The background's own pixel size (videoWidth/videoHeight, naturalWidth/naturalHeight). */
  backgroundSize: { width: number; height: number };
  mirrored: boolean;
  product: HTMLImageElement;
  placement: Placement;
}

export function drawSnapshot(canvas: HTMLCanvasElement, scene: SnapshotScene): boolean {
  const { width, height } = SNAPSHOT_SIZE;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || scene.backgroundSize.width === 0 || scene.backgroundSize.height === 0) return false;
  const crop = coverCrop(scene.backgroundSize, width / height);
  context.save();
  if (scene.mirrored) {
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(scene.background, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, width, height);
  context.restore();

  const faded = fadedProduct(scene.product);
  if (!faded) return true;
  const { placement } = scene;
  const drawnWidth = placement.width * width;
  const drawnHeight = drawnWidth * (faded.height / faded.width);
  context.save();
  context.globalCompositeOperation = 'multiply';
  context.translate(placement.x * width, placement.y * height);
  context.rotate((placement.rotation * Math.PI) / 180);
  context.drawImage(faded, -drawnWidth / 2, -drawnHeight / 2, drawnWidth, drawnHeight);
  context.restore();
  return true;
}

/** The product photo with its edges faded to transparent (a radial mask, as the live view's CSS mask). */
function fadedProduct(photo: HTMLImageElement): HTMLCanvasElement | null {
  const width = photo.naturalWidth;
  const height = photo.naturalHeight;
  if (!width || !height) return null;
  const canvas = photo.ownerDocument.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(photo, 0, 0);
  const radius = Math.min(width, height) / 2;
  const fade = context.createRadialGradient(width / 2, height / 2, 0, width / 2, height / 2, radius);
  fade.addColorStop(PRODUCT_FADE_START, 'rgba(0,0,0,1)');
  fade.addColorStop(1, 'rgba(0,0,0,0)');
  context.globalCompositeOperation = 'destination-in';
  context.fillStyle = fade;
  context.fillRect(0, 0, width, height);
  return canvas;
}

export const snapshotBlob = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.9));

/** Shares the picture as a file where the browser can (phones); false when it cannot, so the page offers a download. */
export function canShareFile(file: File): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}
