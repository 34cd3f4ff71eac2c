import type { Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { focusRing } from './focus-ring';

export interface FieldTextProps {
  /** Always rendered as a <label for>; hide it visually at the call site if the design needs to, never drop it. */
  label: string;
  hint?: string;
  /** Shown under the control and linked with aria-describedby; also sets aria-invalid. */
  error?: string;
}

export interface ControlWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Label, hint and error around one control, with the ids that tie them together. */
export function FieldFrame({ label, hint, error, id, children }: FieldTextProps & { id?: string; children: (wiring: ControlWiring) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <label htmlFor={controlId} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {label}
      </label>
      {hint && (
        <span id={hintId} css={(theme: Theme) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm })}>
          {hint}
        </span>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <span id={errorId} css={(theme: Theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm })}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The themed look of a text input or select (also for controls that are not wrapped in a FieldFrame). */
export const controlStyles = (theme: Theme) => ({
  minHeight: theme.sizes.minTarget,
  width: '100%',
  paddingInline: theme.space[3],
  color: theme.colors.text,
  background: theme.colors.background,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  ...focusRing(theme),
  '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderWidth: theme.sizes.strokeWidth },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});
