import type { BrandKey } from '@sf/remote-contract';

/**
 * The colours a browser paints around a brand's site before any stylesheet: `<meta name="theme-color">`, the web app
 * manifest and the favicon (drawn by the server, which must not import UI code). They are the brand theme's
 * `primary`, `primaryText` and `background` in @sf/ui; a test there keeps both equal.
 */
export const BRAND_COLOURS: Readonly<Record<BrandKey, { primary: string; primaryText: string; background: string }>> = {
  northbound: { primary: '#2D5240', primaryText: '#FFFFFF', background: '#FAF6EE' },
  kerbside: { primary: '#0A0A0A', primaryText: '#FFFFFF', background: '#FFFFFF' },
  fieldwear: { primary: '#23395B', primaryText: '#FFFFFF', background: '#FBFAF6' },
};
