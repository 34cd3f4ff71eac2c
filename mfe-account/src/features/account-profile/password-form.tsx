import { useState, type FormEvent } from 'react';
import { refreshSession, type CustomerProfile } from '@sf/contracts';
import { Alert, Button, Field, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem, serverMessage } from '../../shared/api-problem';
import { focusNewPassword, PlainNewPassword, type NewPasswordInput } from '../../shared/new-password-input';
import { localPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverPasswordProblem, type PasswordProblem } from '../../shared/password-rules';
import type { ProfileApi } from './profile-api';

type PasswordErrors = { currentPassword?: string; newPassword?: string };

/** Current password, then a new one under the sign-up rules; other sessions of the account end. */
export function PasswordForm({ api, profile, NewPassword = PlainNewPassword }: { api: ProfileApi; profile: CustomerProfile; NewPassword?: NewPasswordInput }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const problemText = (problem: PasswordProblem) => t(`account-area.password.problem.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
    const local = localPasswordProblem(next);
    const found: PasswordErrors = {
      ...(current ? {} : { currentPassword: t('account-area.profile.currentPasswordRequired') }),
      ...(local ? { newPassword: problemText(local) } : {}),
    };
    setErrors(found);
    setResult(null);
    if (found.currentPassword || found.newPassword) {
      if (found.currentPassword) focus('currentPassword');
      else focusNewPassword(form);
      return;
    }
    setBusy(true);
    try {
      await api.changePassword(current, next);
      setCurrent('');
      setNext('');
      setResult({ tone: 'success', text: t('account-area.profile.passwordChanged') });
      await refreshSession().catch(() => undefined);
    } catch (error) {
      const problem = apiProblem(error);
      const rule = problem === 'invalid' ? serverPasswordProblem(serverMessage(error)) : null;
      if (problem === 'wrong-password') {
        setErrors({ currentPassword: t('account-area.profile.currentPasswordWrong') });
        focus('currentPassword');
      } else if (rule) setErrors({ newPassword: problemText(rule) });
      else setResult({ tone: 'error', text: problem === 'too-many' ? t('account-area.tooManyTries') : t('account-area.saveFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('account-area.profile.passwordTitle')} css={{ maxWidth: '32rem' }}>
      <Stack gap={4}>
        {/* A hidden username lets password managers update the right entry. */}
        <input type="text" name="username" autoComplete="username" value={profile.email} readOnly hidden />
        <Field
          name="currentPassword"
          type="password"
          label={t('account-area.profile.currentPassword')}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.currentPassword}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <NewPassword
          label={t('account-area.profile.newPassword')}
          value={next}
          onChange={setNext}
          error={errors.newPassword}
          userInputs={[profile.email, profile.firstName, profile.lastName]}
        />
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <div>
          <Button type="submit" loading={busy}>
            {t('account-area.profile.changePassword')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
