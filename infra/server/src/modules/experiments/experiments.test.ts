/**
 * Experiments (issue 24): assignment is a stable hash (the same visitor always gets the same variant, the traffic
 * splits by the weights), exclusive groups never put a visitor in two experiments, the visitor cookie is set only
 * with consent and replaced when forged, the document carries the variants, exposures count once per visitor (a
 * database constraint), and only operators read the counts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ExperimentsSummary } from '@sf/contracts';
import type { ConsentState } from '@sf/remote-contract';
import { BUY_BOX_EXPERIMENT, VISITOR_COOKIE, VISITOR_ID_PATTERN } from '@sf/contracts/experiments';
import { CONSENT_POLICY_VERSION } from '@sf/contracts/consent-cookie';
import { describeDatabases } from '../../test/databases';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';
import { operatorCookie } from '../../test/operator-session';
import { signedInShopper } from '../../test/customer-session';
import { createRepoFixture } from '../../test/test-app';
import { assign, assignmentsKey, enrolled, GROUP_BUCKETS, hashUnit, newVisitorId, validVisitorId, variantFor, type ExperimentDefinition } from './assignment';
import { overlappingSlices } from './service';
import { experimentExposures } from './tables';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

const PRODUCT = '/p/ridge-trek-boot-nb1001';
const ALL: ConsentState = { decided: true, required: true, performance: true, functional: true, targeting: true };
const NO_PERFORMANCE: ConsentState = { ...ALL, performance: false };

const experiment = (key: string, overrides: Partial<ExperimentDefinition> = {}): ExperimentDefinition => ({
  key,
  name: key,
  status: 'running',
  consentCategory: 'performance',
  group: null,
  variants: [
    { key: 'control', weight: 50, control: true },
    { key: 'b', weight: 50, control: false },
  ],
  ...overrides,
});

const visitors = (count: number) => Array.from({ length: count }, () => newVisitorId());

/** A consent cookie of the current policy for a choice such as 'p1.f0.t0' (contracts consent-cookie.ts). */
const c = (choice: string) => `v${CONSENT_POLICY_VERSION}.${choice}.0123456789abcdef0123456789abcdef`;

describe('assignment', () => {
  it('is a stable hash: the same visitor and experiment give the same variant on every call and every machine', () => {
    // Fixed expectations: a change of the hash would move every visitor to another variant mid-experiment.
    expect(hashUnit('variant:pdp-buy-box:AAAAAAAAAAAAAAAAAAAAAA')).toBeCloseTo(0.9617040993720565, 12);
    const definition = experiment('pdp-buy-box', {
      variants: [
        { key: 'control', weight: 50, control: true },
        { key: 'compact', weight: 50, control: false },
      ],
    });
    const known = { AAAAAAAAAAAAAAAAAAAAAA: 'compact', visitor_id_of_22_chars: 'compact', BBBBBBBBBBBBBBBBBBBBBB: 'control' };
    for (let round = 0; round < 3; round += 1) {
      for (const [id, variant] of Object.entries(known)) expect(variantFor(definition, id)).toBe(variant);
    }
    // Another experiment hashes independently: its split is not the same as this one's.
    const ids = visitors(2000);
    const other = { ...definition, key: 'other' };
    const same = ids.filter((id) => variantFor(definition, id) === variantFor(other, id)).length;
    expect(same / ids.length).toBeGreaterThan(0.45);
    expect(same / ids.length).toBeLessThan(0.55);
  });

  it('splits traffic by the weights, within 2 percentage points over 20,000 visitors', () => {
    const ids = visitors(20_000);
    const half = ids.filter((id) => variantFor(experiment('split'), id) === 'b').length / ids.length;
    expect(Math.abs(half - 0.5)).toBeLessThan(0.02);
    const weighted = experiment('weighted', {
      variants: [
        { key: 'control', weight: 90, control: true },
        { key: 'b', weight: 10, control: false },
      ],
    });
    const tenth = ids.filter((id) => variantFor(weighted, id) === 'b').length / ids.length;
    expect(Math.abs(tenth - 0.1)).toBeLessThan(0.02);
  });

  it('puts a visitor in at most one experiment of a mutually exclusive group, each in its slice', () => {
    const a = experiment('a', { group: { key: 'g', sliceStart: 0, sliceEnd: 300 } });
    const b = experiment('b', { group: { key: 'g', sliceStart: 300, sliceEnd: 1000 } });
    const ids = visitors(10_000);
    let inA = 0;
    let inB = 0;
    for (const id of ids) {
      const assignments = assign([a, b], id, ALL);
      expect(Object.keys(assignments).length, id).toBeLessThanOrEqual(1);
      if (assignments.a) inA += 1;
      if (assignments.b) inB += 1;
    }
    // Slices 300 and 700 of GROUP_BUCKETS cover everyone, in proportion.
    expect(GROUP_BUCKETS).toBe(1000);
    expect(inA + inB).toBe(ids.length);
    expect(Math.abs(inA / ids.length - 0.3)).toBeLessThan(0.02);
    // A slice left free (no experiment) leaves those visitors in none.
    const half = experiment('half', { group: { key: 'h', sliceStart: 0, sliceEnd: 500 } });
    const share = ids.filter((id) => enrolled(half, id, ALL)).length / ids.length;
    expect(Math.abs(share - 0.5)).toBeLessThan(0.02);
  });

  it('finds overlapping slices of one group (such experiments are not run)', () => {
    const a = experiment('a', { group: { key: 'g', sliceStart: 0, sliceEnd: 600 } });
    const b = experiment('b', { group: { key: 'g', sliceStart: 500, sliceEnd: 1000 } });
    const c = experiment('c', { group: { key: 'other', sliceStart: 0, sliceEnd: 1000 } });
    expect(overlappingSlices([a, b, c])).toEqual([{ group: 'g', experiments: ['a', 'b'] }]);
    expect(overlappingSlices([a, { ...b, group: { key: 'g', sliceStart: 600, sliceEnd: 1000 } }, c])).toEqual([]);
  });

  it('assigns nothing without the consent an experiment needs, nor for a stopped experiment', () => {
    const id = newVisitorId();
    expect(assign([experiment('x')], id, NO_PERFORMANCE)).toEqual({});
    expect(assign([experiment('x')], id, null)).toEqual({});
    expect(assign([experiment('x', { status: 'stopped' })], id, ALL)).toEqual({});
    expect(Object.keys(assign([experiment('x'), experiment('y', { consentCategory: 'targeting' })], id, NO_PERFORMANCE))).toEqual(['y']);
  });

  it('issues unguessable ids of one shape and refuses any other', () => {
    const ids = new Set(visitors(1000));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(VISITOR_ID_PATTERN);
    for (const forged of ['', 'abc', 'x'.repeat(23), `${'a'.repeat(21)}!`, `${'a'.repeat(21)};`, randomBytes(16).toString('hex')]) {
      expect(validVisitorId(forged), forged).toBeNull();
    }
    expect(assignmentsKey({ b: '2', a: '1' })).toBe('a=1,b=2');
    expect(assignmentsKey({})).toBe('-');
  });
});

const cookieValue = (setCookie: unknown, name: string): string | undefined => {
  const texts = Array.isArray(setCookie) ? setCookie.map(String) : setCookie === undefined ? [] : [String(setCookie)];
  const text = texts.find((entry) => entry.startsWith(`${name}=`));
  return text?.slice(name.length + 1).split(';')[0];
};
const setCookieText = (setCookie: unknown, name: string): string =>
  (Array.isArray(setCookie) ? setCookie.map(String) : [String(setCookie ?? '')]).find((entry) => entry.startsWith(`${name}=`)) ?? '';

describeDatabases(
  'experiments',
  (context) => {
    const page = (cookies: Record<string, string>, url = PRODUCT, app: FastifyInstance = context.app) => app.inject({ url, cookies });
    const exposure = (cookies: Record<string, string>, experimentKey: string = BUY_BOX_EXPERIMENT, headers: Record<string, string> = {}) =>
      context.app.inject({ method: 'POST', url: '/api/experiments/exposures', cookies, headers, payload: { experiment: experimentKey } });
    const summary = async (): Promise<ExperimentsSummary> => {
      const response = await context.app.inject({ url: '/api/experiments/summary', headers: { cookie: await operatorCookie(context.app) } });
      expect(response.statusCode).toBe(200);
      return response.json() as ExperimentsSummary;
    };
    const countsOf = (answer: ExperimentsSummary, kind: 'assigned' | 'exposed') =>
      Object.fromEntries(answer.experiments.find((entry) => entry.key === BUY_BOX_EXPERIMENT)?.variants.map((variant) => [variant.key, variant[kind]]) ?? []);

    it('ships the buy-box experiment: two variants, half each, for visitors with performance consent', () => {
      const shipped = context.app.experiments.definitions().find((entry) => entry.key === BUY_BOX_EXPERIMENT);
      expect(shipped).toMatchObject({ status: 'running', consentCategory: 'performance' });
      expect(shipped?.variants).toEqual([
        { key: 'control', weight: 50, control: true },
        { key: 'compact', weight: 50, control: false },
      ]);
    });

    it('sets no visitor cookie and assigns nothing without consent; with it, a year-long cookie and the variant in the document', async () => {
      for (const consent of [undefined, c('p0.f0.t0'), c('p0.f1.t1'), 'garbage']) {
        const response = await page(consent ? { 'sf-consent': consent } : {});
        expect(response.statusCode, consent).toBe(200);
        expect(cookieValue(response.headers['set-cookie'], VISITOR_COOKIE), consent).toBeUndefined();
        expect(documentStateOf(response.body).experiments, consent).toEqual({});
      }
      const consented = await page({ 'sf-consent': c('p1.f0.t0') });
      const text = setCookieText(consented.headers['set-cookie'], VISITOR_COOKIE);
      expect(text).toMatch(/^optimizelyUserId=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
      expect(consented.headers['cache-control']).toBe('no-store');
      const id = cookieValue(consented.headers['set-cookie'], VISITOR_COOKIE) ?? '';
      const variant = documentStateOf(consented.body).experiments?.[BUY_BOX_EXPERIMENT];
      expect(['control', 'compact']).toContain(variant);
      // Sticky: the same cookie, the same variant, no new cookie, on any page.
      for (const url of [PRODUCT, '/', '/c/men']) {
        const again = await page({ 'sf-consent': c('p1.f0.t0'), [VISITOR_COOKIE]: id }, url);
        expect(cookieValue(again.headers['set-cookie'], VISITOR_COOKIE), url).toBeUndefined();
        expect(documentStateOf(again.body).experiments?.[BUY_BOX_EXPERIMENT], url).toBe(variant);
      }
    });

    it('replaces a forged or damaged visitor cookie with a new random one', async () => {
      for (const forged of ['1', 'admin', 'x'.repeat(200), 'AAAAAAAAAAAAAAAAAAAAA%21']) {
        const response = await page({ 'sf-consent': c('p1.f1.t1'), [VISITOR_COOKIE]: forged });
        const issued = cookieValue(response.headers['set-cookie'], VISITOR_COOKIE);
        expect(issued, forged).toMatch(VISITOR_ID_PATTERN);
        expect(issued).not.toBe(forged);
      }
    });

    it('deletes the visitor cookie once the consent choice no longer covers any experiment', async () => {
      const response = await page({ 'sf-consent': c('p0.f0.t0'), [VISITOR_COOKIE]: newVisitorId() });
      expect(setCookieText(response.headers['set-cookie'], VISITOR_COOKIE)).toMatch(/^optimizelyUserId=; Path=\/; Max-Age=0/);
      expect(documentStateOf(response.body).experiments).toEqual({});
    });

    it('keeps the variant when the visitor signs in (the visitor cookie, not the session, decides it)', async () => {
      const id = newVisitorId();
      const cookies = { 'sf-consent': c('p1.f1.t1'), [VISITOR_COOKIE]: id };
      const before = documentStateOf((await page(cookies)).body).experiments;
      const shopper = await signedInShopper(context.app, 'experiments');
      const session = shopper.cookie.split('=');
      const after = await page({ ...cookies, [session[0] ?? 'sf_session']: session.slice(1).join('=') });
      expect(cookieValue(after.headers['set-cookie'], VISITOR_COOKIE)).toBeUndefined();
      expect(documentStateOf(after.body).experiments).toEqual(before);
    });

    it('counts an exposure once per visitor, for the variant the server assigns, and refuses what it should not count', async () => {
      const id = newVisitorId();
      const cookies = { 'sf-consent': c('p1.f0.t0'), [VISITOR_COOKIE]: id };
      const variant = documentStateOf((await page(cookies)).body).experiments?.[BUY_BOX_EXPERIMENT] ?? '';
      const before = countsOf(await summary(), 'exposed');
      expect((await exposure(cookies)).statusCode).toBe(204);
      expect((await exposure(cookies)).statusCode).toBe(204);
      const after = countsOf(await summary(), 'exposed');
      expect(after[variant]).toBe((before[variant] ?? 0) + 1);

      expect((await exposure({ 'sf-consent': c('p0.f1.t1'), [VISITOR_COOKIE]: id })).json().message).toMatch(/performance consent/);
      expect((await exposure({ 'sf-consent': c('p0.f1.t1'), [VISITOR_COOKIE]: id })).statusCode).toBe(403);
      expect((await exposure({ 'sf-consent': c('p1.f0.t0') })).statusCode).toBe(400);
      expect((await exposure({ 'sf-consent': c('p1.f0.t0'), [VISITOR_COOKIE]: 'forged' })).json().message).toMatch(/optimizelyUserId/);
      expect((await exposure(cookies, 'no-such-experiment')).statusCode).toBe(404);
      expect((await exposure(cookies, 'Bad Key!')).statusCode).toBe(400);
      expect((await exposure(cookies, BUY_BOX_EXPERIMENT, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect(countsOf(await summary(), 'exposed')).toEqual(after);
    });

    it('counts a double send once even when both arrive at once, and the table refuses a second row itself', async () => {
      const id = newVisitorId();
      const cookies = { 'sf-consent': c('p1.f0.t0'), [VISITOR_COOKIE]: id };
      const answers = await Promise.all([exposure(cookies), exposure(cookies), exposure(cookies)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204]);
      const row = { visitorId: id, experimentKey: BUY_BOX_EXPERIMENT, variantKey: 'control' };
      await expect(context.db.insert(experimentExposures).values(row)).rejects.toThrow();
    });

    it('counts assignments per variant, each visitor once however many pages they see', async () => {
      await context.app.experiments.flush();
      const before = countsOf(await summary(), 'assigned');
      const ids = visitors(6);
      const expected: Record<string, number> = { ...before };
      for (const id of ids) {
        const cookies = { 'sf-consent': c('p1.f0.t0'), [VISITOR_COOKIE]: id };
        await page(cookies);
        await page(cookies, '/');
        const variant = documentStateOf((await page(cookies)).body).experiments?.[BUY_BOX_EXPERIMENT] ?? '';
        expected[variant] = (expected[variant] ?? 0) + 1;
      }
      await context.app.experiments.flush();
      expect(countsOf(await summary(), 'assigned')).toEqual(expected);
    });

    it('shows the counts to operators only', async () => {
      expect((await context.app.inject({ url: '/api/experiments/summary' })).statusCode).toBe(401);
      expect((await context.app.inject({ url: '/api/experiments/summary', cookies: { sf_operator: 'forged' } })).statusCode).toBe(401);
      const answer = await summary();
      expect(answer.experiments.find((entry) => entry.key === BUY_BOX_EXPERIMENT)).toMatchObject({
        name: expect.any(String),
        consentCategory: 'performance',
        group: { key: 'pdp-layout', sliceStart: 0, sliceEnd: 1000 },
      });
    });
  },
  { repoRoot: fixture.root },
);
