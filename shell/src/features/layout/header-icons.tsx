/**
 * The header's icons: inline SVG strokes (a few bytes each, no icon font or sprite request), sized by the theme's
 * icon token and coloured by the text around them, so a dark or transparent header recolours them too.
 */
const PATHS = {
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM21 21l-5.2-5.2',
  user: 'M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  heart: 'M12 20.5S3 15 3 8.8A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.2c0 6.2-9 11.7-9 11.7z',
  bag: 'M5 8h14l-1 13H6L5 8zm4 0V6a3 3 0 0 1 6 0v2',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M6 6l12 12M18 6 6 18',
  down: 'm6 9 6 6 6-6',
  next: 'm9 6 6 6-6 6',
  back: 'm15 6-6 6 6 6',
  up: 'M12 19V5m-7 7 7-7 7 7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
