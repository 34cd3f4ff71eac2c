/**
 * The image pipeline's disk: originals (what a merchant uploaded, or the seed drew) under `originals/<id>.jpg`, and
 * variants under `variants/<id>/<width>.<format>`. Files are named by content, so they never change once written: a
 * write goes to a temporary name and is renamed into place, and readers see a whole file or none.
 */
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ImageFormat, ImageWidth } from './variant-spec';

export interface ImageStore {
  readonly dir: string;
  hasOriginal(id: string): Promise<boolean>;
  readOriginal(id: string): Promise<Buffer | null>;
  saveOriginal(id: string, bytes: Buffer): Promise<void>;
  readVariant(id: string, width: ImageWidth, format: ImageFormat): Promise<Buffer | null>;
  saveVariant(id: string, width: ImageWidth, format: ImageFormat, bytes: Buffer): Promise<void>;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

export function createImageStore(dir: string): ImageStore {
  const original = (id: string) => path.join(dir, 'originals', `${id}.jpg`);
  const variant = (id: string, width: ImageWidth, format: ImageFormat) => path.join(dir, 'variants', id, `${width}.${format}`);
  return {
    dir,
    hasOriginal: (id) =>
      access(original(id)).then(
        () => true,
        () => false,
      ),
    readOriginal: (id) => readIfPresent(original(id)),
    saveOriginal: (id, bytes) => writeWhole(original(id), bytes),
    readVariant: (id, width, format) => readIfPresent(variant(id, width, format)),
    saveVariant: (id, width, format, bytes) => writeWhole(variant(id, width, format), bytes),
  };
}
