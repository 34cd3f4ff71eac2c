import type { ComponentType } from 'react';
import { Field } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

/**
 * The "new password" input of the password and plus-account forms. The app passes sign-up's field (rules shown as the
 * shopper types, strength meter), so every form applies the same rules; without one a plain password input is used.
 */
export interface NewPasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Name and e-mail: a password built from them is easy to guess. */
  userInputs: readonly string[];
}

export type NewPasswordInput = ComponentType<NewPasswordInputProps>;

export function PlainNewPassword({ label, value, onChange, error }: NewPasswordInputProps) {
  const { t } = useTranslation();
  return (
    <Field
      name="newPassword"
      type="password"
      label={label}
      hint={t('account-area.password.rules', { min: PASSWORD_MIN_LENGTH })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="new-password"
      maxLength={PASSWORD_MAX_LENGTH}
      required
    />
  );
}

/** The new-password input of a form, whichever field stands in for it (sign-up's is named "password"). */
export function focusNewPassword(form: HTMLFormElement | null): void {
  (form?.querySelector<HTMLInputElement>('[name="newPassword"]') ?? form?.querySelector<HTMLInputElement>('input[name="password"]'))?.focus();
}
