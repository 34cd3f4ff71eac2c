/** The text namespace of the content blocks (infra/server i18n texts/<language>/content-blocks.json). */
export const CONTENT_BLOCKS_NAMESPACE = 'content-blocks';
