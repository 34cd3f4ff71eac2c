import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Field, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem } from '../../shared/api-problem';
import { PASSWORD_MAX_LENGTH } from '../../shared/password-rules';
import type { ProfileApi } from './profile-api';

interface DeleteAccountDialogProps {
  open: boolean;
  api: ProfileApi;
  onDeleted: () => void;
  onClose: () => void;
}

/** Deleting the account (and its addresses, cards, favourites…) is confirmed with the password. */
export function DeleteAccountDialog({ open, ...rest }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={rest.onClose} title={t('account-area.deleteAccount.title')} closeLabel={t('account-area.close')} size="sm">
      <DeleteAccountForm {...rest} />
    </Dialog>
  );
}

function DeleteAccountForm({ api, onDeleted, onClose }: Omit<DeleteAccountDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector<HTMLInputElement>('[name="deletePassword"]');
    setFailure(null);
    if (!password) {
      setError(t('account-area.profile.currentPasswordRequired'));
      input?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api.deleteAccount(password);
      onDeleted();
    } catch (failed) {
      const problem = apiProblem(failed);
      setBusy(false);
      if (problem === 'wrong-password') {
        setError(t('account-area.profile.currentPasswordWrong'));
        input?.focus();
      } else setFailure(problem === 'too-many' ? t('account-area.tooManyTries') : t('account-area.deleteAccount.failed'));
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={4}>
        <Text>{t('account-area.deleteAccount.warning')}</Text>
        <Field
          name="deletePassword"
          type="password"
          label={t('account-area.profile.currentPassword')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button type="submit" loading={busy}>
            {t('account-area.deleteAccount.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('account-area.keep')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
