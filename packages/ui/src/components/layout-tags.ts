/** Elements a layout primitive may render as, so lists stay lists and landmarks stay landmarks. */
export type LayoutTag = 'div' | 'section' | 'article' | 'aside' | 'nav' | 'header' | 'footer' | 'main' | 'ul' | 'ol' | 'li' | 'form';

/** ul/ol used for layout lose their bullets and indent but keep list semantics. */
export const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;
