import type { NewPasswordInputProps } from '../shared/new-password-input';
import { NewPasswordField, usePasswordAssessment } from '../features/sign-up/new-password-field';

/**
 * Sign-up's new-password field (rules shown as the shopper types, strength meter) for the account area's password
 * forms, so changing a password or creating an account after checkout applies the same rules as signing up.
 */
export function StrengthCheckedPassword({ label, value, onChange, error, userInputs }: NewPasswordInputProps) {
  const assessment = usePasswordAssessment(value, userInputs);
  return <NewPasswordField label={label} value={value} onChange={onChange} error={error} userInputs={userInputs} assessment={assessment} />;
}
