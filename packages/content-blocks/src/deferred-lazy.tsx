import { lazy } from 'react';

/**
 * For pages where CMS blocks are an extra above a page of their own (a category's landing hero and tiles above the
 * grid): the browser fetches the renderer as a chunk after the page's first load, while the server renders the blocks
 * in full, so they show at once and hydrate when the chunk arrives. Wrap it in <Suspense>.
 */
export const DeferredContentBlocks = lazy(() =>
  import(/* webpackChunkName: "content-blocks" */ './content-blocks').then((module) => ({ default: module.ContentBlocks })),
);
