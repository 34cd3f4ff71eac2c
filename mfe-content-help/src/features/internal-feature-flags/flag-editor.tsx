import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import type { FlagAttribute, FlagDefinition, FlagRule } from '@sf/contracts';
import { Alert, Button, Field, Heading, Inline, Select, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { FeatureFlagsApi } from './feature-flags-api';

/** A rule as the form holds it: values as the comma-separated text the operator types, percentages as text. */
interface RuleDraft {
  description: string;
  conditions: Array<{ attribute: FlagAttribute; operator: 'in' | 'notIn'; values: string }>;
  value: boolean;
  percentage: string;
}

const toDraft = (rule: FlagRule): RuleDraft => ({
  description: rule.description,
  conditions: rule.conditions.map((condition) => ({ ...condition, values: condition.values.join(', ') })),
  value: rule.value,
  percentage: rule.percentage === null ? '' : String(rule.percentage),
});
const toRule = (draft: RuleDraft): FlagRule => ({
  description: draft.description,
  conditions: draft.conditions.map((condition) => ({
    ...condition,
    values: condition.values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
  })),
  value: draft.value,
  percentage: draft.percentage.trim() === '' ? null : Number(draft.percentage),
});
const percentOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

const cardStyles = (theme: Theme) => ({
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
});

/** One flag's form: default value, rollout percentage and its ordered rules; saved as a whole (PUT). */
export function FlagEditor({
  flag,
  attributes,
  api,
  justSaved = false,
  onSaved,
}: {
  flag: FlagDefinition;
  /** The context fields the server accepts in a rule. */
  attributes: readonly FlagAttribute[];
  api: FeatureFlagsApi;
  /** This flag was the last one saved: the form (new after the reload) still says so. */
  justSaved?: boolean;
  onSaved: (key: FlagDefinition['key']) => void;
}) {
  const { t } = useTranslation();
  const [defaultValue, setDefaultValue] = useState(flag.defaultValue);
  const [rollout, setRollout] = useState(flag.rolloutPercentage === null ? '' : String(flag.rolloutPercentage));
  const [rules, setRules] = useState<RuleDraft[]>(flag.rules.map(toDraft));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    justSaved ? { tone: 'success', text: t('feature-flags.saved') } : null,
  );
  const [busy, setBusy] = useState(false);
  const id = `flag-${flag.key}`;
  const onOff = [
    { value: 'true', label: t('feature-flags.on') },
    { value: 'false', label: t('feature-flags.off') },
  ];
  const editRule = (index: number, change: Partial<RuleDraft>) => setRules((all) => all.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));
  const editCondition = (index: number, at: number, change: Partial<RuleDraft['conditions'][number]>) =>
    editRule(index, { conditions: rules[index]?.conditions.map((condition, position) => (position === at ? { ...condition, ...change } : condition)) ?? [] });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await api.save(flag.key, { defaultValue, rolloutPercentage: percentOrNull(rollout), rules: rules.map(toRule), version: flag.version });
      setMessage({ tone: 'success', text: t('feature-flags.saved') });
      onSaved(flag.key);
    } catch (error: unknown) {
      setMessage({ tone: 'error', text: error instanceof ApiRequestError && error.body?.message ? error.body.message : t('feature-flags.saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} aria-labelledby={`${id}-title`} css={cardStyles} noValidate>
      <Stack gap={3}>
        <Heading level={2} id={`${id}-title`}>
          {flag.key}
        </Heading>
        <Text tone="muted">{flag.description}</Text>
        {flag.envOverride !== null && (
          <Alert tone="info">{t('feature-flags.envOverride', { value: flag.envOverride ? t('feature-flags.on') : t('feature-flags.off') })}</Alert>
        )}
        <Inline gap={3}>
          <Select
            id={`${id}-default`}
            label={t('feature-flags.defaultValue')}
            value={String(defaultValue)}
            onChange={(event) => setDefaultValue(event.target.value === 'true')}
            options={onOff}
          />
          <Field
            id={`${id}-rollout`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            label={t('feature-flags.rollout')}
            hint={t('feature-flags.rolloutHint')}
            value={rollout}
            onChange={(event) => setRollout(event.target.value)}
          />
        </Inline>
        {rules.map((rule, index) => (
          <fieldset key={`${flag.key}-rule-${index}`} css={cardStyles}>
            <legend>{t('feature-flags.rule', { number: index + 1 })}</legend>
            <Stack gap={2}>
              <Field
                id={`${id}-rule-${index}-description`}
                label={t('feature-flags.ruleDescription')}
                value={rule.description}
                onChange={(event) => editRule(index, { description: event.target.value })}
              />
              {rule.conditions.map((condition, at) => (
                <Inline key={`${flag.key}-rule-${index}-condition-${at}`} gap={2}>
                  <Select
                    id={`${id}-rule-${index}-condition-${at}-attribute`}
                    label={t('feature-flags.attribute')}
                    value={condition.attribute}
                    onChange={(event) => editCondition(index, at, { attribute: event.target.value as FlagAttribute })}
                    options={attributes.map((attribute) => ({ value: attribute, label: attribute }))}
                  />
                  <Select
                    id={`${id}-rule-${index}-condition-${at}-operator`}
                    label={t('feature-flags.operator')}
                    value={condition.operator}
                    onChange={(event) => editCondition(index, at, { operator: event.target.value === 'notIn' ? 'notIn' : 'in' })}
                    options={[
                      { value: 'in', label: t('feature-flags.isOneOf') },
                      { value: 'notIn', label: t('feature-flags.isNotOneOf') },
                    ]}
                  />
                  <Field
                    id={`${id}-rule-${index}-condition-${at}-values`}
                    label={t('feature-flags.values')}
                    hint={t('feature-flags.valuesHint')}
                    value={condition.values}
                    onChange={(event) => editCondition(index, at, { values: event.target.value })}
                  />
                </Inline>
              ))}
              <Inline gap={2}>
                <Select
                  id={`${id}-rule-${index}-value`}
                  label={t('feature-flags.serve')}
                  value={String(rule.value)}
                  onChange={(event) => editRule(index, { value: event.target.value === 'true' })}
                  options={onOff}
                />
                <Field
                  id={`${id}-rule-${index}-percentage`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  label={t('feature-flags.rulePercentage')}
                  value={rule.percentage}
                  onChange={(event) => editRule(index, { percentage: event.target.value })}
                />
              </Inline>
              <Inline gap={2}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => editRule(index, { conditions: [...rule.conditions, { attribute: 'brand.locale', operator: 'in', values: '' }] })}
                >
                  {t('feature-flags.addCondition')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRules((all) => all.filter((_, at) => at !== index))}>
                  {t('feature-flags.removeRule', { number: index + 1 })}
                </Button>
              </Inline>
            </Stack>
          </fieldset>
        ))}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <Inline gap={2}>
          <Button
            variant="secondary"
            onClick={() =>
              setRules((all) => [
                ...all,
                { description: '', conditions: [{ attribute: 'brand.locale', operator: 'in', values: '' }], value: !defaultValue, percentage: '' },
              ])
            }
          >
            {t('feature-flags.addRule')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('feature-flags.save', { flag: flag.key })}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
