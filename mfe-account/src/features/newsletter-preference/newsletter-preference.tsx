import type { Theme } from '@emotion/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useReloadableData } from '../../shared/reloadable-data';
import { createNewsletterPreferenceApi, type NewsletterPreferenceApi } from './newsletter-preference-api';

/**
 * The profile's newsletter preference for the site's brand. Ticking it subscribes at once when the account e-mail is
 * verified, else a confirmation link is mailed first (the status says so); unticking unsubscribes.
 */
export function NewsletterPreference({ site, api: injected }: { site: Pick<SiteInfo, 'brand' | 'locale'>; api?: NewsletterPreferenceApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createNewsletterPreferenceApi(site), [injected, site.brand, site.locale]);
  const { state, replace } = useReloadableData(`${site.brand}|${site.locale}`, (signal) => api.read(signal));
  const preference = state.status === 'ready' ? state.data : null;
  // Until the shopper ticks or unticks, the box shows the preference as loaded.
  const [choice, setChoice] = useState<boolean | null>(null);
  const wanted = choice ?? (preference?.status === 'confirmed' || preference?.status === 'pending');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.save(wanted);
      setChoice(wanted);
      replace(saved);
      setResult({ tone: 'success', text: t('newsletter-preference.saved') });
    } catch {
      setResult({ tone: 'error', text: t('newsletter-preference.failed') });
    } finally {
      setBusy(false);
    }
  };

  if (!preference) {
    return state.status === 'loading' ? <Text role="status">{t('newsletter-preference.loading')}</Text> : <Alert tone="error">{t('newsletter.failed')}</Alert>;
  }
  const status =
    preference.status === 'confirmed'
      ? t('newsletter-preference.subscribed', { email: preference.email })
      : preference.status === 'pending'
        ? t('newsletter-preference.pending', { email: preference.email })
        : null;
  return (
    <form noValidate onSubmit={submit} aria-label={t('newsletter-preference.heading')} data-testid="newsletter-preference">
      <Stack gap={3}>
        <label css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}>
          <input type="checkbox" name="newsletter" checked={wanted} onChange={(event) => setChoice(event.target.checked)} />
          {t('newsletter-preference.label')}
        </label>
        {status && <Text tone="muted">{status}</Text>}
        <div>
          <Button type="submit" variant="secondary" loading={busy}>
            {t('newsletter-preference.save')}
          </Button>
        </div>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
      </Stack>
    </form>
  );
}
