import { useId } from 'react';
import styled from '@emotion/styled';
import type { LocationSelector } from '@sf/contracts';
import type { PageProps, Region } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Container, focusRing, Heading, RetryAlert, Skeleton, SkeletonGroup, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { countryLanguageTag, groupCountries, type CountrySite } from './country-groups';
import { localeLanguage } from './language-names';
import type { fetchLocationSelector } from './location-selector-api';
import { useLocationSelector } from './use-location-selector';

const REGION_KEYS: Record<Region, string> = { EMEA: 'content.locationSelectorRegionEMEA', NA: 'content.locationSelectorRegionNA' };

/**
 * /location-selector (spec §2): every country site with a link per language, grouped by region. The links are the
 * geo service's paths (each locale's home page) as plain links: another locale is another document, with its own
 * texts, prices and first data. The site being viewed is marked as the current page.
 */
export function LocationSelectorPage(props: PageProps<LocationSelector> & { load?: typeof fetchLocationSelector }) {
  const { t } = useTranslation();
  const state = useLocationSelector(props, props.load);
  return (
    <Container>
      <PageStack gap={5} data-testid="location-selector-page">
        <Stack gap={2}>
          <Heading level={1}>{t('content.locationSelectorTitle')}</Heading>
          <Text>{t('content.locationSelectorIntro')}</Text>
        </Stack>
        {state.status === 'failed' ? (
          <RetryAlert message={t('content.loadFailed')} retryLabel={t('content.retry')} onRetry={state.retry} />
        ) : state.status === 'loading' ? (
          <SkeletonGroup label={t('content.loading')} data-testid="location-selector-loading">
            <Stack gap={4}>
              <Skeleton height={6} width="30%" />
              <SkeletonText lines={6} />
            </Stack>
          </SkeletonGroup>
        ) : (
          <CountryGroups countries={state.countries} />
        )}
      </PageStack>
    </Container>
  );
}

function CountryGroups({ countries }: { countries: LocationSelector }) {
  const { t } = useTranslation();
  const site = useSite();
  const groups = groupCountries(countries, site.tag);
  return (
    <>
      {groups.map((group) =>
        group.region ? (
          <RegionSection key={group.region} title={t(REGION_KEYS[group.region])} countries={group.countries} />
        ) : (
          <CountryList key="all" countries={group.countries} headingLevel={2} />
        ),
      )}
    </>
  );
}

function RegionSection({ title, countries }: { title: string; countries: CountrySite[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={2} size="xl" id={headingId}>
          {title}
        </Heading>
        <CountryList countries={countries} headingLevel={3} />
      </Stack>
    </section>
  );
}

function CountryList({ countries, headingLevel }: { countries: CountrySite[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <Countries>
      {countries.map((country) => (
        <li key={country.countryCode}>
          <Heading level={headingLevel} size="md" lang={countryLanguageTag(country)}>
            {country.name}
          </Heading>
          <Languages>
            {country.locales.map((locale) => {
              const language = localeLanguage(locale.code);
              const current = locale.code === site.locale;
              return (
                <li key={locale.code}>
                  <LanguageLink href={locale.path} hrefLang={language.tag} lang={language.tag} aria-current={current ? 'page' : undefined}>
                    {language.name}
                  </LanguageLink>
                  {current && (
                    <Text as="span" size="sm" tone="muted" aria-hidden="true">
                      {` (${t('content.locationSelectorCurrent')})`}
                    </Text>
                  )}
                </li>
              );
            })}
          </Languages>
        </li>
      ))}
    </Countries>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));

const Countries = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
}));

const Languages = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: theme.space[2],
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
}));

/** A target of at least 24 CSS px (WCAG 2.2 2.5.8), the current site in bold as well as announced. */
const LanguageLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.iconMd,
  color: theme.colors.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: theme.radii.sm,
  ...focusRing(theme),
  '&[aria-current="page"]': { fontWeight: theme.fontWeights.bold, color: theme.colors.text },
}));
