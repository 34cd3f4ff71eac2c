import type { Theme } from '@emotion/react';
import type { ProductAttributes } from '@sf/contracts';
import { Heading, Link, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * Material, fit, care and features as a description list under a "Details" heading, then delivery and returns: links
 * that open the help centre's answers over the page (`#faq_<topic>`, mfe-content-help's FAQ dialog).
 */
export function ProductDetails({ attributes }: { attributes: ProductAttributes }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('catalog.material'), attributes.material],
    [t('catalog.fit'), attributes.fit],
    [t('catalog.care'), attributes.care],
  ];
  return (
    <Stack gap={2}>
      <Heading level={2} size="lg">
        {t('catalog.detailsHeading')}
      </Heading>
      <dl css={(theme: Theme) => ({ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space[2]} ${theme.space[4]}` })}>
        {rows.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>{term}</dt>
            <dd css={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
        {attributes.features.length > 0 && (
          <div css={{ display: 'contents' }}>
            <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>{t('catalog.features')}</dt>
            <dd css={{ margin: 0 }}>
              <ul css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[4] })}>
                {attributes.features.map((feature) => (
                  <li key={feature.code}>{feature.label}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div css={{ display: 'contents' }}>
          <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>{t('catalog.deliveryAndReturns')}</dt>
          <dd css={{ margin: 0 }}>
            <Link to="#faq_delivery">{t('catalog.deliveryInfo')}</Link> · <Link to="#faq_returns">{t('catalog.returnsInfo')}</Link>
          </dd>
        </div>
      </dl>
    </Stack>
  );
}
