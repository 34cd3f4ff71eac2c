import { WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { formatWebVital, WEB_VITAL_FULL_NAMES } from './web-vitals-format';
import { tableStyles } from './web-vitals-table';

/** The Core Web Vitals thresholds the ratings use (contracts WEB_VITAL_THRESHOLDS, the same as web.dev's). */
export function WebVitalsThresholds() {
  const { t } = useTranslation();
  const { tag } = useSite();
  return (
    <table css={tableStyles}>
      <caption>{t('cart.webVitals.thresholds')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.webVitals.metric')}</th>
          <th scope="col">{t('cart.webVitals.goodUpTo')}</th>
          <th scope="col">{t('cart.webVitals.poorAbove')}</th>
        </tr>
      </thead>
      <tbody>
        {WEB_VITAL_NAMES.map((name) => (
          <tr key={name}>
            <th scope="row">{`${WEB_VITAL_FULL_NAMES[name]} (${name})`}</th>
            <td>{formatWebVital(name, WEB_VITAL_THRESHOLDS[name].good, tag)}</td>
            <td>{formatWebVital(name, WEB_VITAL_THRESHOLDS[name].poor, tag)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
