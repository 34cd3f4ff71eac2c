/**
 * Image pipeline figures: how long a product photo's variant takes to make (cold: resize + encode, written to disk)
 * and to serve again (warm: read from disk), and its bytes per format, at the widths a phone and a laptop pick for
 * the PDP's main photo. Runs the server's pipeline in process on a fresh temporary store (no HTTP, no database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_PHOTO_IDS } from '../infra/server/src/modules/catalog';
import { drawProductPhoto } from '../infra/server/src/modules/catalog/product-photo';
import { createImageStore, IMAGE_FORMATS, type ImageFormat, type ImageWidth } from '../infra/server/src/modules/images';
import { createImagePipeline } from '../infra/server/src/modules/images/pipeline';

export interface ImageFigure {
  width: ImageWidth;
  format: ImageFormat;
  coldMs: number;
  warmMs: number;
  bytes: number;
}

/** 960: a 412 px wide phone at 1.75 dppx (Lighthouse's mobile); 640: a laptop's half-width column at 1 dppx. */
const WIDTHS: ImageWidth[] = [960, 640];

export async function runImageBench(): Promise<{ drawMs: number; figures: ImageFigure[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-bench-images-'));
  try {
    const pipeline = createImagePipeline({ store: createImageStore(dir) });
    pipeline.useOriginalSource(drawProductPhoto);
    const id = PRODUCT_PHOTO_IDS[0] ?? '';
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await work();
      return [result, performance.now() - started];
    };
    // The first variant also draws and stores the original; time that apart so cold figures are the encode alone.
    const [, drawMs] = await timed(() => pipeline.variant(id, 160, 'jpg'));
    const figures: ImageFigure[] = [];
    for (const width of WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const [made, coldMs] = await timed(() => pipeline.variant(id, width, format));
        const [, warmMs] = await timed(() => pipeline.variant(id, width, format));
        figures.push({ width, format, coldMs, warmMs, bytes: made?.bytes.length ?? 0 });
      }
    }
    return { drawMs, figures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printImageFigures({ drawMs, figures }: Awaited<ReturnType<typeof runImageBench>>): void {
  console.log(`\nImage pipeline (one product photo, 1280 × 1280 original drawn in ${drawMs.toFixed(0)} ms):`);
  console.log('  width  format   cold ms   warm ms     bytes');
  for (const figure of figures) {
    console.log(
      `  ${String(figure.width).padStart(5)}  ${figure.format.padEnd(6)} ${figure.coldMs.toFixed(0).padStart(8)} ${figure.warmMs.toFixed(1).padStart(9)} ${String(figure.bytes).padStart(9)}`,
    );
  }
}
