import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlagDefinition, FlagUpdate, InternalFlags } from '@sf/contracts';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import type { FeatureFlagsApi } from './feature-flags-api';
import { FeatureFlagsPage } from './feature-flags-page';

const { loadLocaleTexts, renderInShell } = createShellRenderer({
  'feature-flags': serverTexts('feature-flags'),
  'operator-sign-in': serverTexts('operator-sign-in'),
});
const props: PageProps = {
  route: { name: 'healthcheck-feature-flags', path: '/healthcheck/feature-flags', params: {}, query: {} },
  locale: 'uk-en',
  site: siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'),
  navigate: () => undefined,
};
const liveChat: FlagDefinition = {
  key: 'liveChat',
  description: 'Live chat launcher',
  defaultValue: true,
  rolloutPercentage: null,
  rules: [],
  version: 1,
  updatedAt: '2026-11-27T19:00:00.000Z',
  updatedBy: null,
  envOverride: null,
};

/** A server in memory: a save raises the version, as the real one does. */
function fakeApi(): FeatureFlagsApi & { saved: FlagUpdate[]; listed: () => number } {
  let flag = liveChat;
  let listed = 0;
  const saved: FlagUpdate[] = [];
  const list = async (): Promise<InternalFlags> => {
    listed++;
    return { flags: [flag], audit: [], attributes: ['brand.key'] };
  };
  return {
    saved,
    listed: () => listed,
    list,
    save: async (_key, update) => {
      saved.push(update);
      flag = { ...flag, defaultValue: update.defaultValue, version: flag.version + 1 };
      return flag;
    },
    signIn: async () => undefined,
  } as FeatureFlagsApi & { saved: FlagUpdate[]; listed: () => number };
}

describe('FeatureFlagsPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('says "Saved" on the flag that was saved, also once the page has reloaded it at its new version', async () => {
    const api = fakeApi();
    renderInShell(<FeatureFlagsPage {...props} api={api} />);
    const form = await screen.findByRole('form', { name: 'liveChat' });
    fireEvent.change(within(form).getByLabelText('Default value'), { target: { value: 'false' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save liveChat' }));
    // The page reloads the flags after the save; the new form (version 2) still confirms it.
    await waitFor(() => expect(api.listed()).toBe(2));
    await act(async () => undefined);
    expect(within(screen.getByRole('form', { name: 'liveChat' })).getByLabelText('Default value')).toHaveProperty('value', 'false');
    expect(api.saved).toEqual([{ defaultValue: false, rolloutPercentage: null, rules: [], version: 1 }]);
    expect(within(screen.getByRole('form', { name: 'liveChat' })).getByRole('status').textContent).toContain('Saved');
  });
});
