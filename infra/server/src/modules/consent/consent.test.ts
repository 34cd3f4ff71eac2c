/**
 * The consent banner's form, answered by the server so a choice made before the page has hydrated (or without
 * JavaScript) counts: it records the choice as the cookie the edge reads, goes back to a same-site page only, and
 * refuses malformed or cross-site posts with a message.
 */
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { CONSENT_FORM_PATH } from '@sf/contracts';

describeDatabases('consent form', (context) => {
  const post = (form: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: CONSENT_FORM_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form,
    });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '');

  it('records each choice as the sf-consent cookie and goes back to the page with a 303', async () => {
    const cases: Array<[string, string]> = [
      ['choice=all', 'p1.f1.t1'],
      ['choice=none', 'p0.f0.t0'],
      ['choice=custom&performance=on&targeting=on', 'p1.f0.t1'],
      ['choice=custom', 'p0.f0.t0'],
    ];
    for (const [form, value] of cases) {
      const response = await post(`${form}&return=${encodeURIComponent('/uk-en/c/men?sort=newest')}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/uk-en/c/men?sort=newest');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(cookieOf(response)).toBe(`sf-consent=${value}; Path=/; Max-Age=15552000; SameSite=Lax`);
    }
    // Over HTTPS behind a trusted balancer the cookie is Secure: plugins/trust-proxy.test.ts.
  });

  it('"Cookie preferences" pressed before hydration goes back to the page with the panel\'s anchor, recording nothing', async () => {
    const response = await post(`choice=preferences&return=${encodeURIComponent('/uk-en/cart#main')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/uk-en/cart#cookie-preferences');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never sends the shopper to another site: an unsafe or missing return goes home', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '%2F%2Fevil.example', '']) {
      const response = await post(`choice=all&return=${encodeURIComponent(back)}`);
      expect(response.statusCode, back).toBe(303);
      expect(response.headers.location, back).toBe('/');
    }
    expect((await post('choice=none')).headers.location).toBe('/');
  });

  it('refuses a malformed form with a 400 that names the field, and sets no cookie', async () => {
    for (const form of ['choice=maybe', 'return=/', 'choice=custom&performance=yes', `choice=all&return=/${'a'.repeat(2100)}`]) {
      const response = await post(form);
      expect(response.statusCode, form).toBe(400);
      expect(response.json().message, form).toMatch(/choice|performance|return/);
      expect(response.headers['set-cookie'], form).toBeUndefined();
    }
    const tooLarge = await post(`choice=all&return=/&x=${'a'.repeat(5000)}`);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses a choice another site tries to make for the shopper', async () => {
    const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const response = await post('choice=all&return=/', headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await post('choice=all&return=/', { 'sec-fetch-site': 'same-origin', host: 'shop.example', origin: 'http://shop.example' })).statusCode).toBe(303);
  });
});
