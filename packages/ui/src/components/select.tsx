import type { ComponentPropsWithRef } from 'react';
import { controlStyles, FieldFrame, type FieldTextProps } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldTextProps &
  Omit<ComponentPropsWithRef<'select'>, 'aria-describedby' | 'aria-invalid' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as t('pdp.chooseSize'). */
    placeholder?: string;
  };

export function Select({ label, hint, error, id, options, placeholder, ...selectProps }: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id}>
      {(wiring) => (
        <select css={controlStyles} {...wiring} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
