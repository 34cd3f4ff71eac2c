import { useState, type FormEvent } from 'react';
import { isValidEmail, MAX_EMAIL_LENGTH, type CustomerProfile } from '@sf/contracts';
import { Alert, Button, Field, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem, serverMessage } from '../../shared/api-problem';
import { PASSWORD_MAX_LENGTH } from '../../shared/password-rules';
import type { ProfileApi } from './profile-api';

type EmailErrors = { email?: string; currentPassword?: string };

/**
 * A new e-mail address takes effect only when the link sent to it is followed (re-verification); until then the
 * account keeps the old address and the page shows the pending one.
 */
export function EmailForm({ api, profile, onRequested }: { api: ProfileApi; profile: CustomerProfile; onRequested: (profile: CustomerProfile) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<EmailErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next = email.trim();
    const found: EmailErrors = {
      ...(!next
        ? { email: t('account-area.profile.emailRequired') }
        : !isValidEmail(next)
          ? { email: t('account-area.profile.emailInvalid') }
          : next.toLowerCase() === profile.email.toLowerCase()
            ? { email: t('account-area.profile.emailSame') }
            : {}),
      ...(password ? {} : { currentPassword: t('account-area.profile.currentPasswordRequired') }),
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.currentPassword) {
      form.querySelector<HTMLInputElement>(`[name="${found.email ? 'newEmail' : 'emailCurrentPassword'}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await api.changeEmail(next, password);
      setEmail('');
      setPassword('');
      onRequested(updated);
    } catch (error) {
      const problem = apiProblem(error);
      if (problem === 'wrong-password') {
        setErrors({ currentPassword: t('account-area.profile.currentPasswordWrong') });
        form.querySelector<HTMLInputElement>('[name="emailCurrentPassword"]')?.focus();
      } else if (problem === 'conflict') setErrors({ email: t('account-area.profile.emailTaken') });
      else if (problem === 'invalid' && /^email/.test(serverMessage(error))) setErrors({ email: t('account-area.profile.emailInvalid') });
      else setFailure(problem === 'too-many' ? t('account-area.tooManyTries') : t('account-area.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text>
        {t('account-area.profile.currentEmail')} <strong data-testid="current-email">{profile.email}</strong>
      </Text>
      {profile.pendingEmail && (
        <Alert tone="info" title={t('account-area.profile.pendingTitle')} data-testid="pending-email">
          {t('account-area.profile.pendingText', { email: profile.pendingEmail })}
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label={t('account-area.profile.changeEmail')} css={{ maxWidth: '32rem' }}>
        <Stack gap={4}>
          <Field
            name="newEmail"
            type="email"
            label={t('account-area.profile.newEmail')}
            hint={t('account-area.profile.newEmailHint')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
          />
          <Field
            name="emailCurrentPassword"
            type="password"
            label={t('account-area.profile.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.currentPassword}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
          {failure && <Alert tone="error">{failure}</Alert>}
          <div>
            <Button type="submit" loading={busy}>
              {t('account-area.profile.changeEmail')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
