import type { ComponentPropsWithRef } from 'react';
import { controlStyles, FieldFrame, type FieldTextProps } from './field-frame';

export type FieldProps = FieldTextProps & Omit<ComponentPropsWithRef<'input'>, 'aria-describedby' | 'aria-invalid'>;

/** A labelled text input (type text, email, tel, password, search, number…). */
export function Field({ label, hint, error, id, type = 'text', ...inputProps }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(wiring) => <input type={type} css={controlStyles} {...wiring} {...inputProps} />}
    </FieldFrame>
  );
}
