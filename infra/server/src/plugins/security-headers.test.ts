/** Every answer carries the security headers; documents a policy that allows no inline script and no foreign framing. */
import { expect, it } from 'vitest';
import { describeDatabases } from '../test/databases';
import { securityHeaderOptions, staticSecurityHeaders } from './security-headers';

describeDatabases('security headers', (context) => {
  it('an HTML document has a Content-Security-Policy without inline scripts, nosniff, a referrer policy and frame-ancestors', async () => {
    const response = await context.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;| )/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // A plain http://localhost start (test here) must not pin HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers are nosniff too', async () => {
    const response = await context.app.inject({ url: '/api/catalog/products/NB1001?brand=northbound&locale=uk-en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('every answer, API or not found, carries each header helmet makes with our options', async () => {
    const expected = staticSecurityHeaders(securityHeaderOptions(context.app.config));
    expect(expected.map(([name]) => name.toLowerCase())).toContain('content-security-policy');
    for (const url of ['/api/catalog/products/NB1001?brand=northbound&locale=uk-en', '/api/no-such-endpoint']) {
      const response = await context.app.inject({ url });
      for (const [name, value] of expected) expect(response.headers[name.toLowerCase()], `${url}: ${name}`).toBe(value);
    }
  });

  it("the payment provider's framed card form keeps its own nonce policy, framable by our origin only", async () => {
    const response = await context.app.inject({ url: '/payments/test-provider/card-form?lang=en' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(response.body).toMatch(/<script nonce="[^"]+">/);
  });
});
