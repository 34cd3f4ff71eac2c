import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import type { CustomerProfile, Interest } from '@sf/contracts';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { InterestsDialog } from './interests-dialog';
import type { ProfileApi } from './profile-api';

/** Marketing e-mails (opt-in, never ticked for the shopper) and the interests they are about. */
export function PreferencesForm({ api, profile, onSaved }: { api: ProfileApi; profile: CustomerProfile; onSaved: (profile: CustomerProfile) => void }) {
  const { t } = useTranslation();
  const [optIn, setOptIn] = useState(profile.marketingOptIn);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [interestsOpen, setInterestsOpen] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      onSaved(await api.update({ marketingOptIn: optIn }));
      setResult({ tone: 'success', text: t(optIn ? 'account-area.preferences.subscribed' : 'account-area.preferences.unsubscribed') });
    } catch {
      setResult({ tone: 'error', text: t('account-area.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  const saveInterests = async (interests: Interest[]): Promise<boolean> => {
    try {
      onSaved(await api.update({ interests }));
      setResult({ tone: 'success', text: t('account-area.interests.saved') });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Stack gap={5}>
      <form noValidate onSubmit={submit} aria-label={t('account-area.preferences.formLabel')}>
        <Stack gap={3}>
          <label css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}>
            <input type="checkbox" name="marketingOptIn" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
            {t('account-area.preferences.optIn')}
          </label>
          <div>
            <Button type="submit" variant="secondary" loading={busy}>
              {t('account-area.preferences.save')}
            </Button>
          </div>
        </Stack>
      </form>
      <Stack gap={2}>
        <Text weight="bold">{t('account-area.interests.heading')}</Text>
        <Text data-testid="chosen-interests">
          {profile.interests.length > 0
            ? profile.interests.map((interest) => t(`account-area.interests.option.${interest}`)).join(', ')
            : t('account-area.interests.none')}
        </Text>
        <div>
          <Button variant="secondary" onClick={() => setInterestsOpen(true)}>
            {t('account-area.interests.edit')}
          </Button>
        </div>
      </Stack>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <InterestsDialog open={interestsOpen} chosen={profile.interests} onSave={saveInterests} onClose={() => setInterestsOpen(false)} />
    </Stack>
  );
}
