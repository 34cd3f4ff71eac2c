import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { pushImpressions, pushProductClick } from '@sf/analytics';
import { consentAllows, type Recommendations } from '@sf/contracts';
import { $consent } from '@sf/remote-contract';
import { Grid, useSite } from '@sf/ui';
import { FavoriteButton } from '../../shared/favorite-button';
import { ProductCard } from '../../shared/product-card';
import { analyticsProduct } from '../../shared/analytics-product';
import { fetchRecommendations } from '../../shared/recommendations-api';
import { RailFrame, RailSkeleton } from './rail-frame';

const LIST = 'Recommended:for-you';

/**
 * The rail: placeholders at once, then the server's ranking of the visitor's stored interests (or its top-rated
 * picks while there are none yet). A failure or an empty answer removes it.
 */
export default function RecommendedRail({ exclude }: { exclude?: string }) {
  const site = useSite();
  const consent = useStore($consent);
  const allowed = consentAllows('targeting', consent);
  const [answer, setAnswer] = useState<Recommendations | 'none' | null>(null);

  useEffect(() => {
    let live = true;
    setAnswer(null);
    if (!allowed) return undefined;
    fetchRecommendations(site, exclude, 'ttrue').then(
      (found) => {
        if (!live) return;
        setAnswer(found.items.length > 0 ? found : 'none');
        if (found.items.length > 0) {
          pushImpressions({ list: LIST, layout: 'carousel', items: found.items.map((item, index) => analyticsProduct(item, index + 1)) }, site);
        }
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('[mfe-catalog] recommendations unavailable', error);
        setAnswer('none');
      },
    );
    return () => {
      live = false;
    };
  }, [site, exclude, allowed]);

  // Targeting withdrawn: the rail goes at once.
  if (!allowed || answer === 'none') return null;
  return (
    <RailFrame busy={answer === null}>
      {answer === null ? (
        <RailSkeleton />
      ) : (
        <Grid as="ul" columns={{ base: 2, md: 4 }} gap={4} data-basis={answer.basis}>
          {answer.items.map((item, index) => (
            <li key={item.productId}>
              <ProductCard
                product={item}
                headingLevel={3}
                onOpen={() => pushProductClick({ list: LIST, layout: 'carousel', item: analyticsProduct(item, index + 1), position: index + 1 }, site)}
                action={<FavoriteButton productId={item.productId} name={item.name} />}
              />
            </li>
          ))}
        </Grid>
      )}
    </RailFrame>
  );
}
