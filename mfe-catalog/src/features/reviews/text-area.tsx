import { useId, type ComponentPropsWithRef } from 'react';
import type { Theme } from '@emotion/react';
import { controlStyles } from '@sf/ui';

type TextAreaProps = { label: string; hint?: string; error?: string } & Omit<ComponentPropsWithRef<'textarea'>, 'aria-describedby' | 'aria-invalid'>;

/** A labelled multi-line input, wired like the ui Field (label, hint and error tied by ids). */
export function TextArea({ label, hint, error, id, ...props }: TextAreaProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <label htmlFor={controlId} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {label}
      </label>
      {hint && (
        <span id={`${controlId}-hint`} css={(theme: Theme) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm })}>
          {hint}
        </span>
      )}
      <textarea
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        rows={5}
        css={(theme: Theme) => ({ ...controlStyles(theme), paddingBlock: theme.space[2], resize: 'vertical' })}
        {...props}
      />
      {error && (
        <span id={`${controlId}-error`} css={(theme: Theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm })}>
          {error}
        </span>
      )}
    </div>
  );
}
