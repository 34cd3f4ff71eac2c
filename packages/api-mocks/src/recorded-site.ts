/** The site every fixture was recorded for: its texts, prices and currency are this site's. */
export const RECORDED_SITE = { brand: 'northbound', locale: 'uk-en' } as const;
