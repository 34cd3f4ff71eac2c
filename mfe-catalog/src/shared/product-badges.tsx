import type { ProductSummary } from '@sf/contracts';
import { Badge, Inline, type BadgeTone } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

const BADGES: Record<ProductSummary['badges'][number], { key: string; tone: BadgeTone }> = {
  new: { key: 'catalog.badgeNew', tone: 'accent' },
  sale: { key: 'catalog.badgeSale', tone: 'sale' },
  bestseller: { key: 'catalog.badgeBestseller', tone: 'neutral' },
  'low-stock': { key: 'catalog.badgeLowStock', tone: 'neutral' },
};

/** A product's badges (New, Sale…) as a list, or nothing. */
export function ProductBadges({ badges }: { badges: ProductSummary['badges'] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <Inline as="ul" gap={2}>
      {badges.map((badge) => (
        <li key={badge}>
          <Badge tone={BADGES[badge].tone}>{t(BADGES[badge].key)}</Badge>
        </li>
      ))}
    </Inline>
  );
}
