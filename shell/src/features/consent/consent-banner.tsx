import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $consent } from '@sf/contracts';
import { Button, Container, Heading, Inline, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { COOKIE_PREFERENCES_ANCHOR, saveConsent } from './consent-store';
import { useHydrated } from '../federation/use-hydrated';

const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndices.overlay,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  paddingBlock: theme.space[4],
}));

const CATEGORIES = ['performance', 'functional', 'targeting'] as const;

/** Consent banner and preferences panel; `#cookie-preferences` opens the panel and clears the hash (spec §2). */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useStore($consent);
  const hydrated = useHydrated();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [choice, setChoice] = useState({ performance: consent.performance, functional: consent.functional, targeting: consent.targeting });

  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash !== `#${COOKIE_PREFERENCES_ANCHOR}`) return;
      setPreferencesOpen(true);
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  // Consent is stored in the browser: the server's HTML has no banner; it appears after hydration if undecided.
  if (!hydrated || (consent.decided && !preferencesOpen)) return null;
  const decide = (value: typeof choice) => {
    saveConsent(value);
    setPreferencesOpen(false);
  };
  return (
    <Panel aria-labelledby="consent-title" data-testid="consent-banner">
      <Container>
        <Stack gap={2}>
          <Heading level={2} id="consent-title">
            {t('shell.consentTitle')}
          </Heading>
          <Text>{t('shell.consentText')}</Text>
          {preferencesOpen && (
            <fieldset>
              <legend>{t('shell.consentPreferences')}</legend>
              {CATEGORIES.map((category) => (
                <label key={category} style={{ display: 'block' }}>
                  <input type="checkbox" checked={choice[category]} onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })} />{' '}
                  {t(`shell.consent_${category}`)}
                </label>
              ))}
            </fieldset>
          )}
          <Inline gap={2}>
            <Button onClick={() => decide({ performance: true, functional: true, targeting: true })}>{t('shell.consentAcceptAll')}</Button>
            <Button variant="secondary" onClick={() => decide({ performance: false, functional: false, targeting: false })}>
              {t('shell.consentRejectOptional')}
            </Button>
            {preferencesOpen ? (
              <Button variant="secondary" onClick={() => decide(choice)}>
                {t('shell.consentSave')}
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setPreferencesOpen(true)}>
                {t('shell.consentPreferences')}
              </Button>
            )}
          </Inline>
        </Stack>
      </Container>
    </Panel>
  );
}
