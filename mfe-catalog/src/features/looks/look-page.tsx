import type { Theme } from '@emotion/react';
import { useEffect, useId } from 'react';
import { pushImpressions, pushPageData, pushProductClick } from '@sf/analytics';
import type { Look, Looks } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Heading, Image, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { analyticsProduct } from '../../shared/analytics-product';
import { typedApiFor } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { LookHotspot } from './look-hotspot';

const listOf = (look: Look) => `Look:${look.id}`;

/** `/get-the-look`: outfit pictures with shoppable hotspots. First data: Looks. */
export function LookPage(props: PageProps<Looks>) {
  const { t } = useTranslation();
  const site = useSite();
  const page = usePageData(props, {
    load: (signal) => typedApiFor(site).get('/api/catalog/looks', { signal }),
    meta: () => ({ title: t('catalog.looksHeading'), description: t('catalog.looksIntro') }),
  });
  const looks = page.status === 'ready' ? page.data.looks : null;

  useEffect(() => {
    if (!looks) return;
    pushPageData({ pageType: 'Content', pageName: 'GetTheLook', pageTitle: t('catalog.looksHeading') }, site);
    for (const look of looks) {
      pushImpressions({ list: listOf(look), items: look.hotspots.map((hotspot, index) => analyticsProduct(hotspot.product, index + 1)) }, site);
    }
  }, [looks, site.locale]);

  if (page.status === 'loading') return <PageSkeleton />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (!looks) return null;
  return (
    <PageFrame>
      <Stack gap={2}>
        <Heading level={1}>{t('catalog.looksHeading')}</Heading>
        <Text>{t('catalog.looksIntro')}</Text>
      </Stack>
      {looks.length === 0 && <Text>{t('catalog.looksEmpty')}</Text>}
      {looks.map((look, index) => (
        <LookSection key={look.id} look={look} eager={index === 0} />
      ))}
    </PageFrame>
  );
}

function LookSection({ look, eager }: { look: Look; eager: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {look.name}
      </Heading>
      <div css={(theme: Theme) => ({ position: 'relative', maxWidth: theme.sizes.proseMax })}>
        <Image src={look.image} alt={t('catalog.lookImageAlt', { name: look.name })} width={840} height={640} loading={eager ? 'eager' : 'lazy'} />
        {look.hotspots.map((hotspot, index) => (
          <LookHotspot
            key={hotspot.product.productId}
            hotspot={hotspot}
            onOpenProduct={() => pushProductClick({ list: listOf(look), item: analyticsProduct(hotspot.product, index + 1), position: index + 1 }, site)}
          />
        ))}
      </div>
    </Stack>
  );
}
