import type { Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'error';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** e.g. a retry Button. */
  action?: ReactNode;
  children?: ReactNode;
}

const toneColor = (theme: Theme, tone: AlertTone): string => ({ info: theme.colors.focus, success: theme.colors.success, error: theme.colors.error })[tone];

/** Errors interrupt (role=alert); info and success wait for a pause in speech (role=status). */
export function Alert({ tone = 'info', title, action, children, role, ...rest }: AlertProps) {
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space[3],
        padding: theme.space[4],
        background: theme.colors.surface,
        color: theme.colors.text,
        borderRadius: theme.radii.md,
        borderInlineStart: `${theme.space[1]} solid ${toneColor(theme, tone)}`,
      })}
      {...rest}
    >
      <div css={{ flex: '1 1 auto' }}>
        {title && <strong css={(theme: Theme) => ({ display: 'block', fontWeight: theme.fontWeights.bold })}>{title}</strong>}
        {children}
      </div>
      {action}
    </div>
  );
}
