/**
 * Issue 26: releases through the internal API: publish (idempotent per content hash, refused without its files, with
 * an incompatible contract or without the admin role), promote and roll back without a restart, the automatic roll
 * back of a release whose entry does not answer, and previews: only the visitor holding a signed link's cookie (or
 * on the preview host) sees them; tampered and expired links are refused; previews expire.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreatedPreview, ReleaseOverview, RemoteRegistry } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { createRepoFixture } from '../../test/test-app';
import { PREVIEW_COOKIE, signPreview } from './preview-link';
import { releasePreviews } from './tables';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import { fittingContract, publishFake } from './test-releases';

const fixture = createRepoFixture({
  'mfe-catalog/package.json': JSON.stringify({ version: '0.1.0' }),
  'shell/dist/sw-emea.js': 'self.addEventListener("install", () => {});',
});
const artefactDir = mkdtempSync(path.join(tmpdir(), 'sf-artefacts-'));
afterAll(() => {
  fixture.cleanup();
  rmSync(artefactDir, { recursive: true, force: true });
});

const RELEASE_ZERO = '/remotes/mfe-catalog/mf-manifest.json';

describeDatabases(
  'releases',
  (context) => {
    const catalogOf = async (headers: Record<string, string> = {}) =>
      ((await context.app.inject({ url: '/fapi/remotes', headers })).json() as RemoteRegistry).remotes.find((remote) => remote.name === 'mfe_catalog');
    const buildId = async (headers: Record<string, string> = {}) =>
      ((await context.app.inject({ url: '/builds/latest.json', headers })).json() as { id: string }).id;
    const post = async (url: string, cookie: string, payload?: object) =>
      context.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

    it('publishes a release once per content hash, and refuses missing files, other contracts and non-operators', async () => {
      const cookie = await operatorCookie(context.app);
      const first = await publishFake(context.app, cookie, 'a');
      expect(first.response.statusCode).toBe(201);
      expect(first.release).toMatchObject({
        remote: 'mfe_catalog',
        status: 'published',
        publishedBy: 'operator@storefront.test',
        buildId: first.buildId,
        exposes: [...REMOTE_EXPOSES.mfe_catalog],
      });
      expect(first.release.manifestUrl).toBe(`/releases/mfe-catalog/${first.buildId}/mf-manifest.json`);
      const again = await publishFake(context.app, cookie, 'a');
      expect(again.response.statusCode).toBe(200);
      expect(again.release.id).toBe(first.release.id);
      // The files are served from the store, immutable.
      const manifest = await context.app.inject({ url: first.release.manifestUrl });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toContain('immutable');
      expect((await context.app.inject({ url: `/releases/mfe-catalog/${first.buildId}/..%2F..%2Fsecret` })).statusCode).toBe(404);

      const payload = {
        remote: 'mfe_catalog',
        version: '1.0.0',
        buildId: '0123456789abcdef',
        exposes: REMOTE_EXPOSES.mfe_catalog,
        contract: fittingContract(),
      };
      const missing = await context.app.inject({ method: 'POST', url: '/fapi/internal/releases', headers: { cookie }, payload });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toContain('upload them first');
      // The contract check names each mismatch: another major version, an event payload of another shape, a module
      // the shell loads and the release lacks.
      const fitting = fittingContract();
      const changedCart = '{ basketId: string; lines: array<string> }';
      const contract = await publishFake(context.app, cookie, 'b', {
        contract: { ...fitting, version: '2.0.0', uses: { ...fitting.uses, events: { 'cart:changed': changedCart } } },
        exposes: REMOTE_EXPOSES.mfe_catalog.filter((module) => module !== './ProductPage'),
      });
      expect(contract.response.statusCode).toBe(409);
      const refusal: string = contract.response.json().message;
      expect(refusal).toContain('the release lacks ./ProductPage');
      expect(refusal).toContain(`@sf/remote-contract: the release was built against 2.0.0, this storefront speaks ${fitting.version}`);
      expect(refusal).toContain(`event "cart:changed": the release expects ${changedCart}, this storefront has {`);
      const badRemote = await context.app.inject({
        method: 'POST',
        url: '/fapi/internal/releases',
        headers: { cookie },
        payload: { ...payload, remote: 'mfe_nope' },
      });
      expect(badRemote.statusCode).toBe(400);
      const badBuild = await context.app.inject({
        method: 'POST',
        url: '/fapi/internal/releases',
        headers: { cookie },
        payload: { ...payload, buildId: '../x' },
      });
      expect(badBuild.statusCode).toBe(400);
      expect((await context.app.inject({ method: 'POST', url: '/fapi/internal/releases', payload })).statusCode).toBe(401);
    });

    it('promotes and rolls back without a restart; the build id pages poll moves each time', async () => {
      const cookie = await operatorCookie(context.app);
      let worker = '';
      const workerReleases = async () => {
        const answer = await context.app.inject({ url: '/sw-emea.js' });
        expect(answer.headers['service-worker-allowed']).toBe('/');
        expect(answer.headers['cache-control']).toBe('no-cache');
        worker = answer.body;
        return JSON.parse(/^self\.__SF_LIVE_RELEASES__ = (.*);\n/.exec(worker)?.[1] ?? 'null') as unknown;
      };
      expect(await workerReleases()).toEqual([]);
      const zeroBuild = await buildId();
      expect((await catalogOf())?.manifestUrl).toBe(RELEASE_ZERO);
      const a = await publishFake(context.app, cookie, 'promote-a');
      const b = await publishFake(context.app, cookie, 'promote-b');
      expect((await post(`/fapi/internal/releases/${a.release.id}/promote`, cookie)).statusCode).toBe(200);
      expect(await catalogOf()).toMatchObject({ manifestUrl: a.release.manifestUrl, version: '1.2.3', buildId: a.buildId });
      // The EMEA worker precaches the live release's entry files: its bytes change, so browsers update it.
      const zeroWorker = worker;
      expect(await workerReleases()).toEqual([
        { url: a.release.manifestUrl, revision: a.buildId },
        { url: a.release.manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'), revision: a.buildId },
      ]);
      expect(zeroWorker).not.toBe(worker);
      const aBuild = await buildId();
      expect(aBuild).not.toBe(zeroBuild);
      expect(aBuild.startsWith(zeroBuild)).toBe(true);
      await post(`/fapi/internal/releases/${b.release.id}/promote`, cookie);
      expect((await catalogOf())?.manifestUrl).toBe(b.release.manifestUrl);
      // Roll back: B is taken down, A (the last good one) is live again; then back to the monorepo build.
      const back = await post('/fapi/internal/remotes/mfe_catalog/rollback', cookie);
      expect(back.json()).toMatchObject({ liveReleaseId: a.release.id });
      expect((await catalogOf())?.manifestUrl).toBe(a.release.manifestUrl);
      expect(await buildId()).toBe(aBuild);
      expect((await post('/fapi/internal/remotes/mfe_catalog/rollback', cookie)).json()).toMatchObject({ liveReleaseId: null });
      expect((await catalogOf())?.manifestUrl).toBe(RELEASE_ZERO);
      expect(await buildId()).toBe(zeroBuild);
      expect(await workerReleases()).toEqual([]);
      expect((await post('/fapi/internal/remotes/mfe_catalog/rollback', cookie)).statusCode).toBe(409);

      const overview = (await context.app.inject({ url: '/fapi/internal/releases', headers: { cookie } })).json() as ReleaseOverview;
      const catalog = overview.remotes.find((remote) => remote.remote === 'mfe_catalog');
      expect(catalog?.liveReleaseId).toBeNull();
      expect(catalog?.releases.find((release) => release.id === b.release.id)).toMatchObject({ status: 'rolled-back', promotedBy: 'operator@storefront.test' });
      expect(overview.events.slice(0, 4).map((event) => event.action)).toEqual(['rollback', 'rollback', 'promote', 'promote']);
    });

    it('rolls a promoted release back by itself when its remote entry does not answer', async () => {
      const cookie = await operatorCookie(context.app);
      const good = await publishFake(context.app, cookie, 'good');
      const broken = await publishFake(context.app, cookie, 'broken', { brokenEntry: true });
      await post(`/fapi/internal/releases/${good.release.id}/promote`, cookie);
      await post(`/fapi/internal/releases/${broken.release.id}/promote`, cookie);
      // The promote's own check runs in the background; this one waits for the same outcome.
      await context.app.releases.checkHealth();
      expect((await catalogOf())?.manifestUrl).toBe(good.release.manifestUrl);
      const overview = (await context.app.inject({ url: '/fapi/internal/releases', headers: { cookie } })).json() as ReleaseOverview;
      const failed = overview.remotes.flatMap((remote) => remote.releases).find((release) => release.id === broken.release.id);
      expect(failed?.status).toBe('failed');
      expect(failed?.healthError).toContain('remote entry');
      expect(overview.events[0]).toMatchObject({ action: 'auto-rollback', operator: 'health-check', releaseId: good.release.id });
      await post('/fapi/internal/remotes/mfe_catalog/rollback', cookie);
    });

    it('shows a preview only to the browser that followed its signed link, or on its host; refuses tampered and expired links', async () => {
      const cookie = await operatorCookie(context.app);
      const pr = await publishFake(context.app, cookie, 'preview');
      const created = await post('/fapi/internal/previews', cookie, { pullRequest: 123, releaseIds: [pr.release.id], ttlHours: 2 });
      expect(created.statusCode).toBe(201);
      const preview = created.json() as CreatedPreview;
      expect(preview).toMatchObject({ name: 'pr-123', pullRequest: 123, hostLink: expect.stringContaining('pr-123.preview.localhost') });
      const link = new URL(preview.link);
      const opened = await context.app.inject({ url: link.pathname + link.search });
      expect(opened.statusCode).toBe(302);
      const previewCookie = opened.cookies.find((candidate) => candidate.name === PREVIEW_COOKIE);
      expect(previewCookie?.httpOnly).toBe(true);
      const asReviewer = { cookie: `${PREVIEW_COOKIE}=${previewCookie?.value}` };
      expect((await catalogOf(asReviewer))?.manifestUrl).toBe(pr.release.manifestUrl);
      expect(await buildId(asReviewer)).not.toBe(await buildId());
      // Everyone else still sees production, including on the same server at the same moment.
      expect((await catalogOf())?.manifestUrl).toBe(RELEASE_ZERO);
      expect((await catalogOf({ host: 'pr-123.preview.localhost' }))?.manifestUrl).toBe(pr.release.manifestUrl);
      expect((await catalogOf({ host: 'pr-999.preview.localhost' }))?.manifestUrl).toBe(RELEASE_ZERO);

      const expires = link.searchParams.get('expires') ?? '';
      const signature = link.searchParams.get('signature') ?? '';
      const tampered = [
        `/preview/pr-124?expires=${expires}&signature=${signature}`,
        `/preview/pr-123?expires=${Number(expires) + 1000}&signature=${signature}`,
        `/preview/pr-123?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      ];
      for (const url of tampered) expect((await context.app.inject({ url })).statusCode, url).toBe(403);
      expect((await context.app.inject({ url: `/preview/x?expires=${expires}&signature=${signature}` })).statusCode).toBe(400);
      const past = Date.now() - 1000;
      expect(
        (await context.app.inject({ url: `/preview/pr-123?expires=${past}&signature=${signPreview(context.app.config.APP_SECRET, 'pr-123', past)}` }))
          .statusCode,
      ).toBe(410);
      // A forged cookie is production.
      expect((await catalogOf({ cookie: `${PREVIEW_COOKIE}=pr-123.${expires}.forged` }))?.manifestUrl).toBe(RELEASE_ZERO);

      // The preview expires (the clock moves past it; no reload needed): its cookie and host show production, its link
      // answers 410. Then the row itself is gone from what each instance loads.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 3 * 3600_000);
        expect((await catalogOf(asReviewer))?.manifestUrl).toBe(RELEASE_ZERO);
        expect((await catalogOf({ host: 'pr-123.preview.localhost' }))?.manifestUrl).toBe(RELEASE_ZERO);
        expect((await context.app.inject({ url: link.pathname + link.search })).statusCode).toBe(410);
      } finally {
        vi.useRealTimers();
      }
      await context.db
        .update(releasePreviews)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(releasePreviews.name, 'pr-123'));
      await context.app.releases.state.reload();
      expect(context.app.releases.state.current().previews.has('pr-123')).toBe(false);
      expect((await context.app.inject({ url: '/preview/exit' })).headers['set-cookie']).toContain(`${PREVIEW_COOKIE}=;`);
    });

    it('keeps the live releases across a restart', async () => {
      const cookie = await operatorCookie(context.app);
      const kept = await publishFake(context.app, cookie, 'kept');
      await post(`/fapi/internal/releases/${kept.release.id}/promote`, cookie);
      await context.restart();
      expect((await catalogOf())?.manifestUrl).toBe(kept.release.manifestUrl);
    });
  },
  { repoRoot: fixture.root, env: { ARTEFACT_DIR: artefactDir } },
);
