/**
 * Turns an original into the variant a URL names: resized to one of the fixed widths (never enlarged) and encoded
 * as AVIF, WebP or JPEG by sharp (libvips). A variant is made once, written to disk and read from there afterwards;
 * making one waits its turn in a small work queue, so a burst of cold images cannot take every core.
 */
import sharp, { type Sharp } from 'sharp';
import type { ImageStore } from './image-store';
import { createWorkQueue, type WorkQueue } from './work-queue';
import type { ImageFormat, ImageWidth } from './variant-spec';

// One libvips thread per job: the work queue alone decides how many cores images get.
sharp.concurrency(1);
// Variants are cached on disk; libvips' operation cache would only hold memory.
sharp.cache(false);

/** A job that runs longer than this fails instead of holding its slot (a hostile or broken original). */
const ENCODE_TIMEOUT_SECONDS = 30;

/**
 * Qualities picked by eye on the seeded photos. AVIF at effort 2 of 9: a cold 960 px encode takes ~200 ms of one
 * core; effort 3 saved 10 % of the bytes for twice the time, effort 1 halved the time for a third more bytes.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/** Makes the original of an id that is not on disk yet (the catalog draws seeded photos); null: no such image. */
export type OriginalSource = (id: string) => Promise<Buffer | null>;

export interface Variant {
  bytes: Buffer;
  /** Read from disk (true) or made for this request. */
  cached: boolean;
}

export interface ImagePipeline {
  /** Adds a source of originals; sources are asked in the order they were added. */
  useOriginalSource(source: OriginalSource): void;
  /** null when no original has this id. */
  variant(id: string, width: ImageWidth, format: ImageFormat): Promise<Variant | null>;
  /** Stores an original made elsewhere (a shopper's photo, already checked and re-encoded); ids name content. */
  addOriginal(id: string, bytes: Buffer): Promise<void>;
  hasOriginal(id: string): Promise<boolean>;
  readonly queue: Pick<WorkQueue, 'size'>;
}

export interface ImagePipelineOptions {
  store: ImageStore;
  /** Images made at the same time (default 2: this server may have two cores). */
  concurrency?: number;
  /** Images allowed to wait for a slot before new ones are refused with a 503. */
  maxWaiting?: number;
}

export function createImagePipeline(options: ImagePipelineOptions): ImagePipeline {
  const { store } = options;
  const queue = createWorkQueue({ concurrency: options.concurrency ?? 2, maxWaiting: options.maxWaiting ?? 64 });
  // Issue 25: the catalog draws product photos and the content module campaign art; each answers null for ids it
  // does not know, so the first source that knows an id draws it.
  const sources: OriginalSource[] = [];
  const source: OriginalSource = async (id) => {
    for (const next of sources) {
      const bytes = await next(id);
      if (bytes) return bytes;
    }
    return null;
  };

  const makeOriginal = (id: string) =>
    queue.run(`original:${id}`, async () => {
      const bytes = await source(id);
      if (bytes) await store.saveOriginal(id, bytes);
      return bytes;
    });

  return {
    useOriginalSource(next) {
      sources.push(next);
    },
    async variant(id, width, format) {
      const saved = await store.readVariant(id, width, format);
      if (saved) return { bytes: saved, cached: true };
      const original = (await store.readOriginal(id)) ?? (await makeOriginal(id));
      if (!original) return null;
      const bytes = await queue.run(`${id}/${width}.${format}`, async () => {
        const encode = ENCODERS[format](sharp(original).timeout({ seconds: ENCODE_TIMEOUT_SECONDS }).resize({ width, withoutEnlargement: true }));
        const made = await encode.toBuffer();
        await store.saveVariant(id, width, format, made);
        return made;
      });
      return { bytes, cached: false };
    },
    addOriginal: (id, bytes) => store.saveOriginal(id, bytes),
    hasOriginal: (id) => store.hasOriginal(id),
    queue,
  };
}
