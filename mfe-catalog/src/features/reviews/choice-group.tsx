import type { Theme } from '@emotion/react';
import { focusRing } from '@sf/ui';

interface Choice {
  value: string;
  label: string;
}

/** A fieldset of radio buttons with a legend (stars, fit scale, report reasons), each a 44 px target. */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} css={{ border: 0, padding: 0, margin: 0 }}>
      <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium, marginBlockEnd: theme.space[1] })}>{legend}</legend>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            css={(theme: Theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space[1],
              minHeight: theme.sizes.minTarget,
              paddingInline: theme.space[2],
              border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
              borderRadius: theme.radii.sm,
              cursor: 'pointer',
              '&:has(input:checked)': { borderColor: theme.colors.text, borderWidth: theme.sizes.strokeWidth },
            })}
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} css={focusRing} />
            {choice.label}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} css={(theme: Theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm })}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
