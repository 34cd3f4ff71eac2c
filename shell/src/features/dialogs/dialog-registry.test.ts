import { describe, expect, it } from 'vitest';
import { GUEST_SESSION } from '@sf/remote-contract';
import { findDialog, parseDialogFragment, registerDeclaredDialogs } from './dialog-registry';
import { evaluateGuard } from './dialog-guards';

describe('dialog fragments', () => {
  it('splits the name from the argument at the first underscore', () => {
    expect(parseDialogFragment('#content_faq-returns')).toEqual({ name: 'content', arg: 'faq-returns' });
    expect(parseDialogFragment('#quickshop_NB1001')).toEqual({ name: 'quickshop', arg: 'NB1001' });
    expect(parseDialogFragment('#sign-in')).toEqual({ name: 'sign-in', arg: '' });
    expect(parseDialogFragment('')).toBeNull();
    // Malformed escapes never throw (an uncaught URIError before): the dialog judges the argument itself.
    expect(parseDialogFragment('#quickshop_%%%bad')).toEqual({ name: 'quickshop', arg: '%%%bad' });
    expect(parseDialogFragment('#content_%')).toEqual({ name: 'content', arg: '%' });
    expect(parseDialogFragment('#sign-in%')).toEqual({ name: 'sign-in%', arg: '' });
  });

  it('registers the dialogs each remote declares in the registry', () => {
    registerDeclaredDialogs([
      { name: 'mfe_content_help', manifestUrl: '/m.json', version: '1', buildId: 'b', dialogs: [{ name: 'content', module: './ContentDialog', size: 'md' }] },
    ]);
    expect(findDialog('content')).toMatchObject({ remote: 'mfe_content_help', module: './ContentDialog' });
  });
});

describe('dialog guards (spec §2)', () => {
  const registered = { ...GUEST_SESSION, status: 'registered' as const };
  const signIn = {
    name: 'sign-in',
    module: './SignInDialog',
    size: 'xs' as const,
    remote: 'mfe_account',
    guard: { audience: 'registered' as const, action: 'block' as const },
  };
  const account = {
    name: 'wishlist',
    module: './X',
    size: 'md' as const,
    remote: 'r',
    guard: { audience: 'guest' as const, action: 'redirect' as const, to: '/sign-in' },
  };

  it('blocks a guarded dialog for its audience and opens it for others', () => {
    expect(evaluateGuard(signIn, registered)).toEqual({ action: 'block' });
    expect(evaluateGuard(signIn, GUEST_SESSION)).toEqual({ action: 'open' });
  });

  it('redirects when the guard says so', () => {
    expect(evaluateGuard(account, GUEST_SESSION)).toEqual({ action: 'redirect', to: '/sign-in' });
  });
});
