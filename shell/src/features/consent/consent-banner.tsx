import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $consent, $site, type SiteInfo } from '@sf/remote-contract';
import { globalPrivacyControl } from '@sf/contracts/consent-cookie';
import { ACCEPT_ALL, CONSENT_FORM_PATH, NECESSARY_ONLY } from '@sf/contracts/consent-cookie';
import { Button, Container, Heading, Inline, Stack, Text } from '@sf/ui';
import { ensureTextNamespaces, useTranslation } from '@sf/i18n';
import { COOKIE_PREFERENCES_ANCHOR, saveConsent } from './consent-store';

import { useHydrated } from '../federation/use-hydrated';

/** The attribute of the banner's last element (see Panel). */
const COMPLETE_MARK = 'data-banner-complete';

const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndices.overlay,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.lg,
  paddingBlock: theme.space[4],
  // The parser may paint the banner before it has read all of it, and a bottom-anchored box that grows moves up (a
  // layout shift): it stays invisible until its last element has arrived. Browsers without :has() show it at once.
  '@supports selector(:has(*))': { [`&:not(:has([${COMPLETE_MARK}]))`]: { visibility: 'hidden' } },
}));

/** The panel's categories and their texts load when the shopper opens it (issue 24: not in any page's first load). */
const ConsentPanel = lazy(() => Promise.all([import('./consent-panel'), ensureTextNamespaces(['consent'])]).then(([panel]) => panel));

/**
 * Consent banner and preferences panel; `#cookie-preferences` opens the panel and clears the hash (spec §2).
 * `decidedAtLoad`: whether the request that brought the page had a consent cookie. The server sends the banner in
 * the page when it had not (so it is in the first paint, issue 13), and the first browser render agrees with it; from
 * then on the browser's own record decides. Its buttons are a form the server answers, so a choice made before the
 * page has hydrated is not lost ("Cookie preferences" then comes back with the panel's anchor, which opens it).
 */
export function ConsentBanner({ decidedAtLoad, gpcAtLoad = false }: { decidedAtLoad: boolean; gpcAtLoad?: boolean }) {
  const { t } = useTranslation();
  const consent = useStore($consent);
  const site = useStore($site) as SiteInfo;
  const hydrated = useHydrated();
  const location = useLocation();
  const returnTo = useHref({ pathname: location.pathname, search: location.search });
  const [preferencesOpen, setPreferencesOpen] = useState(false);

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

  const decided = hydrated ? consent.decided : decidedAtLoad;
  // Global Privacy Control (issue 24): the server saw `Sec-GPC: 1`; the browser reads the signal itself.
  const gpc = hydrated ? globalPrivacyControl() : gpcAtLoad;
  if (decided && !preferencesOpen) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pressed = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (pressed === 'preferences') return setPreferencesOpen(true);
    // "Save choices": the panel's boxes, read as the server reads them (a disabled box, targeting under GPC, is off).
    const ticked = new FormData(event.currentTarget);
    const custom = { performance: ticked.has('performance'), functional: ticked.has('functional'), targeting: ticked.has('targeting') };
    void saveConsent(pressed === 'all' ? ACCEPT_ALL : pressed === 'none' ? NECESSARY_ONLY : custom);
    setPreferencesOpen(false);
  };
  return (
    <Panel aria-labelledby="consent-title" data-testid="consent-banner">
      <Container>
        <form method="post" action={CONSENT_FORM_PATH} onSubmit={submit}>
          <input type="hidden" name="return" value={returnTo} />
          <input type="hidden" name="brand" value={site.brand} />
          <input type="hidden" name="locale" value={site.locale} />
          <Stack gap={2}>
            <Heading level={2} id="consent-title">
              {t('shell.consentTitle')}
            </Heading>
            <Text>{t('shell.consentText')}</Text>
            {gpc && <Text data-testid="consent-gpc-notice">{t('shell.consentGpcNotice')}</Text>}
            {preferencesOpen && (
              <Suspense fallback={null}>
                <ConsentPanel />
              </Suspense>
            )}
            <Inline gap={2}>
              <Button type="submit" name="choice" value="all">
                {t('shell.consentAcceptAll')}
              </Button>
              <Button type="submit" name="choice" value="none" variant="secondary">
                {t('shell.consentRejectOptional')}
              </Button>
              {preferencesOpen ? (
                <Button type="submit" name="choice" value="custom" variant="secondary">
                  {t('shell.consentSave')}
                </Button>
              ) : (
                <Button type="submit" name="choice" value="preferences" variant="ghost">
                  {t('shell.consentPreferences')}
                </Button>
              )}
            </Inline>
          </Stack>
          <span hidden {...{ [COMPLETE_MARK]: '' }} />
        </form>
      </Container>
    </Panel>
  );
}
