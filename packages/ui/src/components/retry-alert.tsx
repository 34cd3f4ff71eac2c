import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  message: ReactNode;
  /** The retry button's text, in the calling remote's words. */
  retryLabel: string;
  onRetry: () => void;
}

/** "Could not load" with a retry button: the failure state every remote shows for a request that failed. */
export function RetryAlert({ message, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <Alert
      tone="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
