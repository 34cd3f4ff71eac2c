import { useState, type FormEvent } from 'react';
import { refreshSession, type CustomerProfile } from '@sf/contracts';
import { Alert, Button, Field, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem } from '../../shared/api-problem';
import type { ProfileApi } from './profile-api';

type NameErrors = { firstName?: string; lastName?: string };
const NAME_MAX = 100;

/** First and last name; the header greeting follows once saved. */
export function NameForm({ api, profile, onSaved }: { api: ProfileApi; profile: CustomerProfile; onSaved: (profile: CustomerProfile) => void }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [errors, setErrors] = useState<NameErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found: NameErrors = {
      ...(firstName.trim() ? {} : { firstName: t('account-area.profile.firstNameRequired') }),
      ...(lastName.trim() ? {} : { lastName: t('account-area.profile.lastNameRequired') }),
    };
    setErrors(found);
    setResult(null);
    if (found.firstName || found.lastName) {
      form.querySelector<HTMLInputElement>(`[name="${found.firstName ? 'firstName' : 'lastName'}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await api.update({ firstName: firstName.trim(), lastName: lastName.trim() });
      onSaved(saved);
      setResult({ tone: 'success', text: t('account-area.profile.nameSaved') });
      // The header's greeting reads the session.
      await refreshSession().catch(() => undefined);
    } catch (error) {
      setResult({ tone: 'error', text: apiProblem(error) === 'invalid' ? t('account-area.profile.nameInvalid') : t('account-area.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="profile-name-heading" css={{ maxWidth: '32rem' }}>
      <Stack gap={4}>
        <Field
          name="firstName"
          label={t('account-area.profile.firstName')}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          required
        />
        <Field
          name="lastName"
          label={t('account-area.profile.lastName')}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          required
        />
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <div>
          <Button type="submit" loading={busy}>
            {t('account-area.profile.saveName')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
