import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { isValidEmail, MAX_EMAIL_LENGTH } from '@sf/contracts';
import { clearPlusAccountOffer, readPlusAccountOffer } from '@sf/contracts/plus-account';
import type { DialogProps } from '@sf/remote-contract';
import { Alert, Button, Field, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem, serverMessage } from '../../shared/api-problem';
import { focusNewPassword, PlainNewPassword, type NewPasswordInput } from '../../shared/new-password-input';
import { localPasswordProblem, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, serverPasswordProblem } from '../../shared/password-rules';
import { plusAccountApi } from './plus-account-api';

type Errors = Partial<Record<'email' | 'firstName' | 'lastName' | 'password', string>>;

export interface PlusAccountDialogProps extends Pick<DialogProps, 'close' | 'setTitle'> {
  NewPassword?: NewPasswordInput;
}

/**
 * Spec dialog "plus account": after a guest checkout, an account for the order's e-mail address (offered by checkout
 * through contracts `offerPlusAccount`). The address is verified by the link sent to it; its guest orders then
 * appear in the account.
 */
export function PlusAccountDialog({ close, setTitle, NewPassword = PlainNewPassword }: PlusAccountDialogProps) {
  const { t } = useTranslation();
  const site = useSite();
  const offer = useMemo(() => readPlusAccountOffer(), []);
  const api = useMemo(() => plusAccountApi(), []);
  const [email, setEmail] = useState(offer?.email ?? '');
  const [firstName, setFirstName] = useState(offer?.firstName ?? '');
  const [lastName, setLastName] = useState(offer?.lastName ?? '');
  const [password, setPassword] = useState('');
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  useEffect(() => setTitle(t('account-area.plusAccount.title')), [setTitle, t]);

  const noThanks = () => {
    clearPlusAccountOffer();
    close();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const passwordProblem = localPasswordProblem(password);
    const found: Errors = {
      ...(isValidEmail(email) ? {} : { email: email.trim() ? t('account-area.profile.emailInvalid') : t('account-area.profile.emailRequired') }),
      ...(firstName.trim() ? {} : { firstName: t('account-area.profile.firstNameRequired') }),
      ...(lastName.trim() ? {} : { lastName: t('account-area.profile.lastNameRequired') }),
      ...(passwordProblem ? { password: t(`account-area.password.problem.${passwordProblem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) } : {}),
    };
    setErrors(found);
    setFailure(null);
    const first = (['email', 'firstName', 'lastName', 'password'] as const).find((field) => found[field]);
    if (first) {
      if (first === 'password') focusNewPassword(form);
      else form.querySelector<HTMLInputElement>(`[name="plus-${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.signUp({
        brand: site.brand,
        locale: site.locale,
        email: email.trim(),
        password,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        marketingOptIn,
      });
      clearPlusAccountOffer();
      setSentTo(email.trim());
    } catch (error) {
      const problem = apiProblem(error);
      const rule = problem === 'invalid' ? serverPasswordProblem(serverMessage(error)) : null;
      if (rule) {
        setErrors({ password: t(`account-area.password.problem.${rule}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) });
        focusNewPassword(form);
      } else setFailure(problem === 'too-many' ? t('account-area.tooManyTries') : t('account-area.plusAccount.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Stack gap={4}>
        <Alert tone="success" title={t('account-area.plusAccount.sentTitle')}>
          {t('account-area.plusAccount.sentText', { email: sentTo })}
        </Alert>
        <div>
          <Button onClick={close}>{t('account-area.close')}</Button>
        </div>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('account-area.plusAccount.title')}>
      <Stack gap={4}>
        <Text>{offer ? t('account-area.plusAccount.introWithOrder', { email: offer.email }) : t('account-area.plusAccount.intro')}</Text>
        {offer ? (
          <input type="hidden" name="plus-email" value={email} autoComplete="username" />
        ) : (
          <Field
            name="plus-email"
            type="email"
            label={t('account-area.plusAccount.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
          />
        )}
        <Field
          name="plus-firstName"
          label={t('account-area.profile.firstName')}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={100}
          required
        />
        <Field
          name="plus-lastName"
          label={t('account-area.profile.lastName')}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={100}
          required
        />
        <NewPassword
          label={t('account-area.plusAccount.password')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          userInputs={[email, firstName, lastName]}
        />
        <label css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}>
          <input type="checkbox" name="marketingOptIn" checked={marketingOptIn} onChange={(event) => setMarketingOptIn(event.target.checked)} />
          {t('account-area.preferences.optIn')}
        </label>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
          <Button type="submit" loading={busy}>
            {t('account-area.plusAccount.create')}
          </Button>
          <Button variant="secondary" onClick={noThanks}>
            {t('account-area.plusAccount.noThanks')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
