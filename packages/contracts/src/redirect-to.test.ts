import { describe, expect, it } from 'vitest';
import { pathWithRedirectTo, REDIRECT_TO_MAX_LENGTH, safeRedirectPath } from './redirect-to';

describe('safeRedirectPath', () => {
  it('keeps same-site relative paths with their query and fragment', () => {
    expect(safeRedirectPath('/account/profile')).toBe('/account/profile');
    expect(safeRedirectPath('/account/order-details/NB12345678?tab=items')).toBe('/account/order-details/NB12345678?tab=items');
    expect(safeRedirectPath('/search?q=hiking%20boots&sort=price-asc')).toBe('/search?q=hiking%20boots&sort=price-asc');
    expect(safeRedirectPath('/checkout#sign-in_checkout')).toBe('/checkout#sign-in_checkout');
    expect(safeRedirectPath('/')).toBe('/');
    // A colon later in the path is not a scheme.
    expect(safeRedirectPath('/p/boot:limited')).toBe('/p/boot:limited');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/account/../favorites')).toBe('/favorites');
    expect(safeRedirectPath('/../../../etc/passwd')).toBe('/etc/passwd');
  });

  const hostile: Array<[string, unknown]> = [
    ['absolute http URL', 'http://evil.test/account'],
    ['absolute https URL', 'https://evil.test'],
    ['upper-case scheme', 'HTTPS://evil.test'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript scheme', 'vbscript:msgbox(1)'],
    ['protocol-relative', '//evil.test'],
    ['protocol-relative with path', '//evil.test/account'],
    ['triple slash', '///evil.test'],
    ['slash backslash', '/\\evil.test'],
    ['backslash backslash', '\\\\evil.test'],
    ['backslash slash', '\\/evil.test'],
    ['backslash later in the path', '/account\\..\\..\\evil'],
    ['encoded second slash', '/%2F%2Fevil.test'],
    ['encoded second slash, lower case', '/%2f/evil.test'],
    ['encoded backslash', '/%5Cevil.test'],
    ['encoded tab then slash', '/%09/evil.test'],
    ['tab inside the slashes', '/\t/evil.test'],
    ['newline inside the slashes', '/\n/evil.test'],
    ['carriage return', '/\r/evil.test'],
    ['leading space', ' /account'],
    ['leading tab', '\t//evil.test'],
    ['trailing newline (header injection)', '/account\r\nSet-Cookie: a=b'],
    ['null byte', '/account\u0000'],
    ['unicode space', '/\u3000/evil.test'],
    ['zero-width space', '/\u200b/evil.test'],
    ['byte order mark', '\ufeff//evil.test'],
    ['relative path without slash', 'account/profile'],
    ['bare host', 'evil.test'],
    ['empty', ''],
    ['malformed escape', '/account/%E0%A4%A'],
    ['too long', `/${'a'.repeat(REDIRECT_TO_MAX_LENGTH)}`],
    ['a number', 42],
    ['an array (repeated query parameter)', ['/account', '//evil.test']],
    ['null', null],
    ['undefined', undefined],
    ['an object', { toString: () => '/account' }],
  ];

  it.each(hostile)('refuses %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('never yields a value a browser would resolve to another origin', () => {
    for (const [, value] of hostile) {
      const safe = safeRedirectPath(value);
      if (safe !== null) expect(new URL(safe, 'https://shop.test').origin).toBe('https://shop.test');
    }
  });
});

describe('pathWithRedirectTo', () => {
  it('encodes the full path into the query', () => {
    expect(pathWithRedirectTo('/sign-in', '/account/profile?tab=2')).toBe('/sign-in?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2');
  });

  it('drops an unsafe target rather than carrying it', () => {
    expect(pathWithRedirectTo('/sign-in', '//evil.test')).toBe('/sign-in');
  });
});
