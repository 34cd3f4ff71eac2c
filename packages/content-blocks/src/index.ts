/**
 * Issue 25: the one renderer of CMS blocks. A workspace package bundled into each remote that shows CMS content
 * (mfe-catalog's home and category landings, mfe-content-help's CMS pages and dialogs), not a federated singleton:
 * it holds no state to share, and bundling lets each remote tree-shake it and keep it out of pages that do not
 * show CMS content. Its texts are the `content-blocks` namespace.
 */
export { ContentBlocks, type ContentBlocksProps } from './content-blocks';
export { Carousel, type CarouselProps } from './carousel';
export { LandingBlocks, type LandingBlocksProps } from './opening-blocks';
export { Popup } from './popup';
export { VideoBlock } from './video';
export { safeHref } from './safe-href';
export { CONTENT_BLOCKS_NAMESPACE } from './texts';
