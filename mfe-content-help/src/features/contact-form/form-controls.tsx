import type { Theme } from '@emotion/react';
import { useId, type ChangeEvent, type ReactElement, type Ref } from 'react';
import { controlStyles } from '@sf/ui';

interface ControlProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

/** Label, hint, control and error tied together by ids (the ui package has no textarea or file input yet). */
function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, hint, error, children }: ControlProps & { id: string; children: ReactElement }) {
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[1] })}>
      <label htmlFor={id} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} css={(theme: Theme) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm })}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} css={(theme: Theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm })}>
          {error}
        </span>
      )}
    </div>
  );
}

export function TextArea(
  props: ControlProps & { name: string; value: string; maxLength: number; onChange: (value: string) => void; inputRef?: Ref<HTMLTextAreaElement> },
) {
  const id = useId();
  return (
    <Frame id={id} {...props}>
      <textarea
        ref={props.inputRef}
        id={id}
        name={props.name}
        rows={6}
        value={props.value}
        maxLength={props.maxLength}
        required={props.required}
        aria-describedby={describedBy(id, props.hint, props.error)}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        css={(theme: Theme) => [controlStyles(theme), { paddingBlock: theme.space[2], resize: 'vertical' as const, font: 'inherit' }]}
      />
    </Frame>
  );
}

export function FileInput(props: ControlProps & { name: string; accept: string; onChange: (file: File | null) => void; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Frame id={id} {...props}>
      <input
        ref={props.inputRef}
        id={id}
        type="file"
        name={props.name}
        accept={props.accept}
        aria-describedby={describedBy(id, props.hint, props.error)}
        aria-invalid={props.error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.files?.[0] ?? null)}
        css={(theme: Theme) => ({ minHeight: theme.sizes.minTarget })}
      />
    </Frame>
  );
}
