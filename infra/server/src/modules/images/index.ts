/**
 * The images module: a server image pipeline (sharp) that serves originals as resized AVIF, WebP and JPEG variants
 * at immutable, content-hashed URLs, cached on disk. It knows no products: the catalog names the photos and hands
 * the pipeline a source for originals it has not stored yet. Decorates `fastify.images`.
 */
import fp from 'fastify-plugin';
import { resolveImagesDir } from '../../paths';
import { createImageStore } from './image-store';
import { createImagePipeline, type ImagePipeline } from './pipeline';
import { imageRoutes } from './routes';

// What other modules may use (they import this index, never the files behind it).
export { FALLBACK_WIDTH, IMAGE_FORMATS, IMAGE_WIDTHS, PHOTO_CANVAS, photoUrl, pictureOf, pictureOfImage } from './variant-spec';
export type { ImageFormat, ImageWidth } from './variant-spec';
export { createImageStore, type ImageStore } from './image-store';
export type { ImagePipeline, OriginalSource } from './pipeline';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagePipeline;
  }
}

export default fp(
  async (app) => {
    const store = createImageStore(resolveImagesDir(app.config.IMAGES_DIR, app.paths.repoRoot));
    app.decorate('images', createImagePipeline({ store }));
    await app.register(imageRoutes);
  },
  { name: 'images', dependencies: ['config'] },
);
