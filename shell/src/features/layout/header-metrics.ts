/**
 * Fixed heights of the header's rows, so an overlay header can pull the page under itself and the toast area can
 * sit right below the sticky header without measuring it. Phones have one 56 px row (issue 24: at most 64 px);
 * from md up the category row follows it.
 */
export const HEADER_ROW = '3.5rem';
export const CATEGORY_ROW = '2.75rem';
export const HEADER_HEIGHT = { phone: HEADER_ROW, desktop: `calc(${HEADER_ROW} + ${CATEGORY_ROW})` } as const;
