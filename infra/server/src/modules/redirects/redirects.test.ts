import { expect, it } from 'vitest';
import type { Redirect } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';

describeDatabases('redirects table and operator API (spec §2 rule 9)', (context) => {
  // One sign-in for the file: sign-ins are rate limited per address.
  let cookie: string | undefined;
  const api = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, signedIn = true) => {
    cookie ??= await operatorCookie(context.app);
    return context.app.inject({ method, url, ...(payload ? { payload } : {}), headers: signedIn ? { cookie } : {} });
  };

  it('lists the seeded redirects to operators only', async () => {
    expect((await api('GET', '/api/redirects', undefined, false)).statusCode).toBe(401);
    const response = await api('GET', '/api/redirects');
    expect(response.statusCode).toBe(200);
    const { redirects } = response.json() as { redirects: Redirect[] };
    expect(redirects.map((row) => row.sourcePath)).toEqual(expect.arrayContaining(['/summer-sale', '/press', '/find-a-store']));
    expect(redirects.find((row) => row.sourcePath === '/find-a-store')).toMatchObject({ brand: 'kerbside', locale: null, status: 301 });
  });

  it('adds a redirect that documents follow at once, and refuses a second one for the same source and scope', async () => {
    const added = await api('POST', '/api/redirects', { sourcePath: '/winter-sale', target: '/c/women', status: 302, locale: 'de-de' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ sourcePath: '/winter-sale', target: '/c/women', status: 302, brand: null, locale: 'de-de' });
    expect((added.json() as Redirect).createdBy).toBe('operator@storefront.test');
    const page = await context.app.inject({ method: 'GET', url: '/de-de/winter-sale' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/de-de/c/women');
    // Scoped to the German site: elsewhere the path is an ordinary (missing) page.
    expect((await context.app.inject({ method: 'GET', url: '/winter-sale' })).statusCode).not.toBe(302);

    const again = await api('POST', '/api/redirects', { sourcePath: '/winter-sale', target: '/c/men', locale: 'de-de' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('sourcePath');

    const id = (added.json() as Redirect).id;
    expect((await api('DELETE', `/api/redirects/${id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/api/redirects/${id}`)).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/de-de/winter-sale' })).statusCode).not.toBe(302);
  });

  it('names what is wrong in a bad redirect, and never stores a target that could leave the site unconfigured', async () => {
    const cases: Array<[object, string]> = [
      [{ sourcePath: 'no-slash', target: '/c/men' }, 'sourcePath'],
      [{ sourcePath: '//evil', target: '/c/men' }, 'sourcePath'],
      [{ sourcePath: '/a?b=1', target: '/c/men' }, 'sourcePath'],
      [{ sourcePath: '/a', target: '//evil.example' }, 'target'],
      [{ sourcePath: '/a', target: '/\\evil.example' }, 'target'],
      [{ sourcePath: '/a', target: 'javascript:alert(1)' }, 'target'],
      [{ sourcePath: '/a', target: '/c/men', status: 307 }, 'status'],
      [{ sourcePath: '/a', target: '/c/men', brand: 'acme' }, 'brand'],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/api/redirects', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toContain(field);
    }
    expect((await api('POST', '/api/redirects', { sourcePath: '/a', target: '/c/men' }, false)).statusCode).toBe(401);
  });
});
