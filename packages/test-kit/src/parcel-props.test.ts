import { describe, expect, it } from 'vitest';
import { siteInfo } from '@sf/remote-contract';
import { moduleKind } from './module-kind';
import { parcelPropsFor } from './parcel-props';

describe('test-kit parcel props', () => {
  const site = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
  it('classifies exposed modules by the contract naming', () => {
    expect(moduleKind('./ProductPage')).toBe('page');
    expect(moduleKind('./QuickshopDialog')).toBe('dialog');
    expect(moduleKind('./ChatLauncher')).toBe('widget');
  });
  it('builds page props with route params and query like the shell', () => {
    const props = parcelPropsFor('page', site, '/c/women/boots?sort=new', () => undefined);
    expect(props).toMatchObject({ locale: 'de-de', route: { name: 'c-slug', path: '/c/women/boots', params: { '*': 'women/boots' }, query: { sort: 'new' } } });
  });
  it('passes the dialog argument', () => {
    expect(parcelPropsFor('dialog', site, 'NB1001', () => undefined)).toMatchObject({ arg: 'NB1001' });
  });
});
