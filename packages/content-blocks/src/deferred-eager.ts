/** The server's (and the tests') deferred renderer: the full ContentBlocks, imported at once. */
export { ContentBlocks as DeferredContentBlocks } from './content-blocks';
