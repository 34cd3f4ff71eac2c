import { useState } from 'react';
import type { CustomerProfile, Interest } from '@sf/contracts';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { InterestsDialog } from './interests-dialog';
import type { ProfileApi } from './profile-api';

/** The interests the shop's e-mails and recommendations are about (the newsletter preference sits beside it). */
export function PreferencesForm({ api, profile, onSaved }: { api: ProfileApi; profile: CustomerProfile; onSaved: (profile: CustomerProfile) => void }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [interestsOpen, setInterestsOpen] = useState(false);

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
