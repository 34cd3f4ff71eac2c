import { useMemo } from 'react';
import type { CollectionListing } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { PageFrame } from '../../shared/page-frame';
import { ListingBody, useListingPage, type ListingSource } from '../listing';

/** `/collections/<slug>` (route collections-slug) and `/discounts` (products on sale): a title, a text, the listing. */
export function CollectionPage(props: PageProps<CollectionListing>) {
  const { t } = useTranslation();
  const slug =
    props.route.name === 'discounts' || props.route.path === '/discounts' ? null : props.route.path.replace(/^\/collections\/?/, '').replace(/\/+$/, '');
  const source = useMemo<ListingSource<CollectionListing>>(() => {
    const api = catalogApi(props.site);
    const name = slug === null ? 'Discounts' : `Collection:${slug}`;
    return {
      fetch: (query, signal) => (slug === null ? api.discounts(query, signal) : api.collection(slug, query, signal)),
      // Spec §2 keeps only category and search pages alive.
      keepAlive: false,
      list: name,
      meta: (listing) => ({ title: listing.collection.name, description: listing.collection.description }),
      pageData: (listing) => ({ pageType: 'PLP', pageName: name, pageTitle: listing.collection.name, searchResults: listing.total }),
    };
  }, [props.site, slug]);
  const page = useListingPage(props, source);

  return (
    <PageFrame>
      <ListingBody
        page={page}
        header={(listing) => (
          <Stack gap={2}>
            <Heading level={1}>{listing.collection.name}</Heading>
            {listing.collection.description && <Text>{listing.collection.description}</Text>}
            <Text tone="muted">{t('catalog.productCount', { count: listing.total })}</Text>
          </Stack>
        )}
        emptyText={() => <Text>{t('catalog.emptyCollection')}</Text>}
      />
    </PageFrame>
  );
}
