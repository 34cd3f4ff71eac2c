import { useEffect, useState, type ComponentType } from 'react';
import { consentAllows } from '@sf/contracts';
import { $consent } from '@sf/remote-contract';

type RailProps = { exclude?: string };

/**
 * "Recommended for you" (issue 24), the part in the page's first load: nothing on the server (it cannot know the
 * shopper's consent or profile) and nothing without targeting consent (no profile to draw on, and a shopper who
 * refused targeting is not shown "for you" picks). Once targeting is allowed, in the browser, the rail's code (a
 * chunk of its own: frame, placeholders, cards, request) loads and the rail follows the consent from then on.
 * It comes last on the product page (below the first screen) and keeps the size of its placeholders (rail-frame.tsx).
 * Not on the home page: that page is short, so the footer is on screen and a rail appearing after hydration moved it
 * (a layout shift of 0.07 in server-rendering.spec), and the server cannot reserve its box without knowing consent.
 */
export function RecommendedSlot(props: RailProps) {
  const [Rail, setRail] = useState<ComponentType<RailProps> | null>(null);
  useEffect(
    () =>
      $consent.subscribe((state) => {
        if (consentAllows('targeting', state))
          import('./recommended-rail').then(
            (module) => setRail(() => module.default),
            () => {},
          );
      }),
    [],
  );
  return Rail && <Rail {...props} />;
}
