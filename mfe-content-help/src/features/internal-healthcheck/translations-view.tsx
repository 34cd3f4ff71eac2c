import { createTypedApiClient } from '@sf/api-client';
import { Heading, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { useOperatorData } from './use-operator-data';

/** /healthcheck/translations: per language, keys per namespace and the keys English has that the language lacks. */
export function TranslationsView() {
  const { t } = useTranslation();
  const { load, retry } = useOperatorData('/api/healthcheck/translations', (signal) => createTypedApiClient().get('/api/healthcheck/translations', { signal }));
  if (load.state === 'loading') return <SkeletonText lines={8} />;
  if (load.state === 'signed-out') return <OperatorSignIn onSignedIn={retry} />;
  if (load.state === 'failed') return <RetryAlert message={t('healthcheck.loadFailed')} retryLabel={t('healthcheck.retry')} onRetry={retry} />;
  const { languages } = load.data;
  const missingOf = (language: (typeof languages)[number]) => language.namespaces.reduce((sum, namespace) => sum + namespace.missing.length, 0);
  return (
    <Stack gap={5}>
      <DataTable
        caption={t('healthcheck.translations.summary')}
        head={[t('healthcheck.translations.language'), t('healthcheck.translations.keys'), t('healthcheck.translations.missing')]}
      >
        {languages.map((language) => (
          <tr key={language.language}>
            <th scope="row">{language.language}</th>
            <td>{language.keys}</td>
            <td>{missingOf(language)}</td>
          </tr>
        ))}
      </DataTable>
      {languages
        .filter((language) => language.language !== 'en')
        .map((language) => (
          <Stack key={language.language} gap={2}>
            <Heading level={2}>{t('healthcheck.translations.languageHeading', { language: language.language })}</Heading>
            {missingOf(language) === 0 ? (
              <Text tone="muted">{t('healthcheck.translations.complete')}</Text>
            ) : (
              <ul>
                {language.namespaces
                  .filter((namespace) => namespace.missing.length > 0)
                  .map((namespace) => (
                    <li key={namespace.namespace}>
                      <code>{namespace.namespace}</code>: {namespace.missing.join(', ')}
                    </li>
                  ))}
              </ul>
            )}
            <DataTable
              caption={t('healthcheck.translations.namespaces', { language: language.language })}
              head={[t('healthcheck.translations.namespace'), t('healthcheck.translations.keys'), t('healthcheck.translations.missing')]}
            >
              {language.namespaces.map((namespace) => (
                <tr key={namespace.namespace}>
                  <th scope="row">
                    <code>{namespace.namespace}</code>
                  </th>
                  <td>{namespace.keys}</td>
                  <td>{namespace.missing.length}</td>
                </tr>
              ))}
            </DataTable>
          </Stack>
        ))}
    </Stack>
  );
}
