import { Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** Nothing found even after correction: say so and suggest how to search differently. */
export function ZeroResults({ term }: { term: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={3}>
      <Text weight="bold">{t('catalog.noResultsFor', { term })}</Text>
      <Text>{t('catalog.searchTipsIntro')}</Text>
      <ul>
        <li>{t('catalog.searchTipSpelling')}</li>
        <li>{t('catalog.searchTipFewerWords')}</li>
        <li>{t('catalog.searchTipGeneral')}</li>
      </ul>
    </Stack>
  );
}
