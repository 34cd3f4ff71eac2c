import type { Theme } from '@emotion/react';
import type { BrandKey } from '@sf/remote-contract';

/**
 * Each shop's mark, drawn inline (no request, crisp at any size, in the text's colour): Northbound a peak with a
 * north arrow, Kerbside three speed stripes, Fieldwear a pine. Kept to a few path commands: the header is in every
 * page's first load.
 */
const MARKS: Record<BrandKey, string> = {
  northbound: 'M1 21 9 7l4 6 3-4 7 12zM16 1l3 5h-6z',
  kerbside: 'M3 19 9 5h4L7 19zm7 0 6-14h3l-6 14zm6 0 4-9h2l-4 9z',
  fieldwear: 'M12 1 5 11h4l-5 7h7v5h2v-5h7l-5-7h4z',
};

/** The wordmark: the brand's mark and name in its heading face, case and tracking (theme brandStyle.logo). */
export function BrandLogo({ brand, name }: { brand: BrandKey; name: string }) {
  return (
    <span
      data-brand-logo={brand}
      css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: '0.4em', fontFamily: theme.fonts.heading, ...theme.brandStyle.logo })}
    >
      {/* A phone's header row has no width to spare (menu, brand, four icons): the mark joins from md up. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="1.25em"
        height="1.25em"
        fill="currentColor"
        css={(theme: Theme) => ({ display: 'none', [theme.media.md]: { display: 'block' } })}
      >
        <path d={MARKS[brand]} />
      </svg>
      {name}
    </span>
  );
}
