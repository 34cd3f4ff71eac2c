// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { LocalePayload } from '@sf/contracts';
import { changeLocale, initI18n } from './init-i18n';
import { useTranslation } from './use-translation';

const payload = (texts: Record<string, string>): LocalePayload => ({ urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] });

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('shell.greeting', { name: 'Ada' })}</p>;
}

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: payload({ 'shell.greeting': 'Hello, {{name}}' }) });
});
afterEach(cleanup);

describe('useTranslation', () => {
  it('renders the active language and follows a locale change without remounting', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    await act(() => changeLocale('de-de', payload({ 'shell.greeting': 'Hallo, {{name}}' })));
    expect(screen.getByText('Hallo, Ada')).toBeTruthy();
    await act(() => changeLocale('uk-en'));
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('re-renders when texts for the active language arrive later', () => {
    render(<Greeting />);
    act(() => {
      i18next.addResource(i18next.language, 'translation', 'shell.greeting', 'Welcome, {{name}}');
    });
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
  });
});
