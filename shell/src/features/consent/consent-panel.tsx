import { useStore } from '@nanostores/react';
import { $consent } from '@sf/remote-contract';
import { CONSENT_CATEGORIES, globalPrivacyControl } from '@sf/contracts/consent-cookie';
import { Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * The preferences panel's categories (spec §2: opened by "Cookie preferences" or `#cookie-preferences`). Loaded only
 * when opened, with its texts (the `consent` namespace), so no page's first load carries it (issue 24). The boxes are
 * the form's own fields: the banner reads them on "Save choices", and the server reads the same names without
 * JavaScript. Required is always on; with Global Privacy Control on, targeting is off and cannot be ticked, and the
 * panel says why.
 */
export default function ConsentPanel() {
  const { t } = useTranslation();
  const consent = useStore($consent);
  const gpc = globalPrivacyControl();
  return (
    <fieldset>
      <legend>{t('shell.consentPreferences')}</legend>
      <Stack gap={2}>
        <div>
          <label>
            <input type="checkbox" checked disabled aria-describedby="consent-required-hint" /> {t('consent.required')}
          </label>
          <Text id="consent-required-hint" size="sm" tone="muted">
            {t('consent.requiredHint')}
          </Text>
        </div>
        {CONSENT_CATEGORIES.map((category) => {
          const refused = category === 'targeting' && gpc;
          const hint = `consent-${category}-hint`;
          return (
            <div key={category}>
              <label>
                <input
                  type="checkbox"
                  name={category}
                  defaultChecked={!refused && consent.decided && consent[category]}
                  disabled={refused}
                  aria-describedby={hint}
                />{' '}
                {t(`shell.consent_${category}`)}
              </label>
              <Text id={hint} size="sm" tone="muted">
                {t(`consent.${category}Hint`)}
                {refused && (
                  <>
                    {' '}
                    <strong data-testid="consent-gpc-reason">{t('consent.gpcHint')}</strong>
                  </>
                )}
              </Text>
            </div>
          );
        })}
      </Stack>
    </fieldset>
  );
}
