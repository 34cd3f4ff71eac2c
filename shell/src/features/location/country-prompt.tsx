/**
 * The country prompt and location confirmation dialog (spec §2 "country prompt (suggests country site) shown once per
 * country unless confirmed"; dialogs: "location confirmation (no close button)"): the visitor seems to be in another
 * country that has its own site; they either go there (the same page, or its home page) or confirm this site. No
 * close button and no Escape: one of the two answers is the way out, and either is remembered.
 */
import { useStore } from '@nanostores/react';
import { $site, type BrandKey, type SiteInfo } from '@sf/remote-contract';
import { Button, Inline, Stack, Text } from '@sf/ui';
import { ensureTextNamespaces, useTranslation } from '@sf/i18n';
import { Modal } from '../dialogs/modal';
import { readCountryPromptMemory, writeCountryPromptMemory } from './country-prompt-memory';
import { goToEquivalentPage, siteForCountry } from './equivalent-page';
import { countryName, siteLabel } from './site-label';

export { siteForCountry };

export const COUNTRY_PROMPT_NAMESPACE = 'country-prompt';

export const loadPromptTexts = (brand: BrandKey): Promise<void> => ensureTextNamespaces([COUNTRY_PROMPT_NAMESPACE], brand);

export function CountryPrompt({ country, onDone }: { country: string; onDone: () => void }) {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const suggested = siteForCountry(country, site);
  if (!suggested) return null;
  const remember = (confirmed: boolean) => {
    const memory = readCountryPromptMemory();
    writeCountryPromptMemory({ shown: [...memory.shown.filter((code) => code !== country), country], confirmed: memory.confirmed || confirmed });
  };
  const names = { country: countryName(country, site.tag), site: countryName(site.country, site.tag) };
  return (
    <Modal title={t('country-prompt.title', names)} size="xs" closeLabel="" dismissible={false} onClose={onDone}>
      <Stack gap={3}>
        <Text>{t('country-prompt.text', names)}</Text>
        <Inline gap={2}>
          <Button
            variant="primary"
            onClick={() => {
              remember(false);
              void goToEquivalentPage(site, suggested);
            }}
          >
            {t('country-prompt.go', { site: siteLabel(suggested) })}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              remember(true);
              onDone();
            }}
          >
            {t('country-prompt.stay', names)}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}
