import { useEffect, useId, useMemo, useState, type Ref } from 'react';
import type { Theme } from '@emotion/react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/password-rules';
import { useTranslation } from '@sf/i18n';
import { Field, Stack, Text, VisuallyHidden } from '@sf/ui';
import {
  assessPassword,
  loadStrengthEstimator,
  type PasswordAssessment,
  type RuleState,
  type StrengthEstimator,
  type StrengthScore,
} from './password-strength';

/** Loads the estimator when a new-password field appears and rates the password as it is typed. */
export function usePasswordAssessment(password: string, userInputs: readonly string[]): PasswordAssessment & { estimatorFailed: boolean } {
  const [estimator, setEstimator] = useState<StrengthEstimator | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    loadStrengthEstimator().then(
      (loaded) => active && setEstimator(() => loaded),
      (error: unknown) => {
        console.error('[mfe-account] password strength estimator failed to load', error);
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  const inputsKey = userInputs.join('\u0000');
  const estimate = useMemo(() => (estimator && password ? estimator(password, userInputs) : null), [estimator, password, inputsKey]);
  return { ...assessPassword(password, estimate), estimatorFailed: failed };
}

const LEVEL_KEYS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Name, e-mail: a password built from them is easy to guess, and the meter says so. */
  userInputs: readonly string[];
  error?: string;
  assessment: PasswordAssessment & { estimatorFailed: boolean };
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A new password with its rules shown as the shopper types (each marked met or not, in words for screen readers)
 * and a strength meter; the strength level is announced politely when it changes, not at every keystroke.
 */
export function NewPasswordField({ label, value, onChange, error, assessment, inputRef }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  const showId = useId();
  const level = assessment.score === null ? null : LEVEL_KEYS[assessment.score];
  const levelText = level ? t(`identity.password.level.${level}`) : null;
  const rules: Array<{ key: string; state: RuleState; text: string }> = [
    { key: 'length', state: assessment.length, text: t('identity.password.ruleLength', { min: PASSWORD_MIN_LENGTH }) },
    { key: 'common', state: assessment.notCommon, text: t('identity.password.ruleCommon') },
    { key: 'strength', state: assessment.strongEnough, text: t('identity.password.ruleStrength') },
  ];

  return (
    <Stack gap={2}>
      <Field
        ref={inputRef}
        name="password"
        type={visible ? 'text' : 'password'}
        label={label}
        hint={t('identity.password.hint')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        autoComplete="new-password"
        autoCapitalize="off"
        spellCheck={false}
        required
        maxLength={PASSWORD_MAX_LENGTH}
        aria-details={rulesId}
      />
      <label htmlFor={showId} css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}>
        <input id={showId} type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t('identity.password.show')}
      </label>
      <div id={rulesId} data-testid="password-rules">
        <Text size="sm" weight="medium">
          {t('identity.password.rulesTitle')}
        </Text>
        <ul css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[4], fontSize: theme.fontSizes.sm })}>
          {rules.map((rule) => (
            <li key={rule.key} data-rule={rule.key} data-state={rule.state} css={(theme: Theme) => ({ color: ruleColor(theme, rule.state) })}>
              <span aria-hidden="true">{rule.state === 'met' ? '✓ ' : rule.state === 'unmet' ? '✗ ' : '○ '}</span>
              {rule.text}
              <VisuallyHidden>{` (${t(`identity.password.rule.${rule.state}`)})`}</VisuallyHidden>
            </li>
          ))}
        </ul>
      </div>
      <StrengthMeter score={assessment.score} label={t('identity.password.strength')} valueText={levelText ?? t('identity.password.level.none')} />
      <span role="status" aria-live="polite" css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.mutedText })}>
        {assessment.estimatorFailed ? t('identity.password.checkUnavailable') : levelText ? t('identity.password.strengthIs', { level: levelText }) : ''}
      </span>
    </Stack>
  );
}

// Unmet rules stay neutral while the shopper types; only the submit turns a problem into an error.
const ruleColor = (theme: Theme, state: RuleState) => (state === 'met' ? theme.colors.success : theme.colors.text);

function StrengthMeter({ score, label, valueText }: { score: StrengthScore | null; label: string; valueText: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: four theme-coloured segments; a native <meter> cannot be styled alike in every browser
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={4}
      aria-valuenow={score ?? 0}
      aria-valuetext={valueText}
      data-testid="password-strength"
      data-score={score ?? ''}
      css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: theme.space[1] })}
    >
      {[1, 2, 3, 4].map((step) => (
        <span
          key={step}
          css={(theme: Theme) => ({
            height: theme.space[1],
            borderRadius: theme.radii.pill,
            background: score !== null && score >= step ? meterColor(theme, score) : theme.colors.border,
          })}
        />
      ))}
    </div>
  );
}

const meterColor = (theme: Theme, score: StrengthScore) => (score <= 1 ? theme.colors.error : score === 2 ? theme.colors.accent : theme.colors.success);
