/**
 * Issue 25: CMS blocks render through the one shared renderer (@sf/content-blocks), which the catalogue's home page
 * and category landings use too.
 */
export { ContentBlocks, type ContentBlocksProps } from '@sf/content-blocks';
