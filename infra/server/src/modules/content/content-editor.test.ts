/**
 * Issue 25: page versions, stale saves, publishing, schedules and the editor API's role checks, on both databases
 * (the races are real on PostgreSQL: its pool runs the requests on separate connections).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CmsPage } from '@sf/contracts';
import type { ContentPageDetail, ContentPageList, PageVersion } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { buildTestApp } from '../../test/test-app';
import { pagePublishEvents, pageVersions } from './tables';

const LIVE_ABOUT = '/api/content/pages/about-us?brand=northbound&locale=uk-en';

describeDatabases('content editor: versions, publishing and schedules', (context) => {
  let cookie = '';
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = { cookie }) =>
    context.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const detail = async (slug: string, language = 'en') => (await call('GET', `/api/internal/content/pages/${language}/${slug}`)).json() as ContentPageDetail;
  const latest = async (slug: string, language = 'en') => {
    const versions = (await detail(slug, language)).versions;
    if (!versions[0]) throw new Error(`no versions of ${slug}`);
    return versions[0];
  };
  const save = (slug: string, baseVersion: number | null, title: string, text = 'Edited paragraph') =>
    call('POST', '/api/internal/content/versions', {
      slug,
      language: 'en',
      baseVersion,
      title,
      description: 'Edited description',
      overlayHeader: false,
      headerStyle: 'dark',
      blocks: [{ type: 'paragraph', text }],
    });
  const livePage = async (slug = 'about-us') => context.app.inject({ url: `/api/content/pages/${slug}?brand=northbound&locale=uk-en` });

  beforeAll(async () => {
    cookie = await operatorCookie(context.app);
  });

  it('answers 401 without an operator session and 403 naming the role to an operator without content-editor', async () => {
    const anonymous = await call('GET', '/api/internal/content/pages', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    await context.app.operators.ensure('moderator@storefront.test', 'a-long-moderator-password', ['moderator']);
    const moderator = await context.app.operators.signIn('moderator@storefront.test', 'a-long-moderator-password');
    const refused = await call('GET', '/api/internal/content/pages', undefined, { cookie: `sf_operator=${moderator}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This page needs the content-editor operator role' });
    await context.app.operators.ensure('editor@storefront.test', 'a-long-editor-password', ['content-editor']);
    const editor = await context.app.operators.signIn('editor@storefront.test', 'a-long-editor-password');
    expect((await call('GET', '/api/internal/content/pages', undefined, { cookie: `sf_operator=${editor}` })).statusCode).toBe(200);
  });

  it('lists the seeded pages per language, each live as its version 1', async () => {
    const list = (await call('GET', '/api/internal/content/pages')).json() as ContentPageList;
    const about = list.pages.find((page) => page.slug === 'about-us' && page.language === 'de');
    expect(about).toMatchObject({ title: 'Über {brand}', liveVersion: 1, latestVersion: 1, pendingPublish: null, pendingUnpublish: null });
    expect(list.pages.filter((page) => page.slug === 'about-us').length).toBeGreaterThan(1);
    expect(list.pages.every((page) => page.liveVersion === 1 && page.latestVersion === 1)).toBe(true);
  });

  it('saves a draft without touching the live page; a save from a stale version is a 409 saying what happened', async () => {
    const saved = await save('privacy-policy', 1, 'Privacy, reworded');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ version: 2, state: 'draft', author: 'operator@storefront.test' });
    expect(((await livePage('privacy-policy')).json() as CmsPage).title).not.toBe('Privacy, reworded');
    const stale = await save('privacy-policy', 1, 'Privacy, my older edit');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: expect.stringMatching(/saved meanwhile \(now version 2, you edited version 1\)/) });
    expect((await latest('privacy-policy')).title).toBe('Privacy, reworded');
    const again = await save('privacy-policy', null, 'A second privacy policy');
    expect([again.statusCode, again.json().message]).toEqual([409, 'slug: /privacy-policy (en) already exists (version 2); open it to edit']);
  });

  it('refuses blocks the contracts schema refuses, naming the field', async () => {
    const bad = await call('POST', '/api/internal/content/versions', {
      slug: 'faq',
      language: 'en',
      baseVersion: 1,
      title: 'FAQ',
      description: '',
      overlayHeader: false,
      headerStyle: 'light',
      blocks: [{ type: 'paragraph', text: 'fine' }, { type: 'paragraph' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/blocks\.1\.text|blocks\/1\/text/);
    const unknownType = await call('POST', '/api/internal/content/versions', {
      slug: 'faq',
      language: 'en',
      baseVersion: 1,
      title: 'FAQ',
      description: '',
      overlayHeader: false,
      headerStyle: 'light',
      blocks: [{ type: 'marquee', text: 'no' }],
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toMatch(/blocks\.0\.type|blocks\/0\/type/);
  });

  it('two editors saving from the same version at once: one version is made, every other save gets 409', async () => {
    const base = (await latest('delivery')).version;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => save('delivery', base, `Delivery take ${index}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const stored = await context.db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.slug, 'delivery'), eq(pageVersions.language, 'en')));
    expect(stored.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it('refuses a slug that would not be a page address (leading, trailing or double slash)', async () => {
    for (const slug of ['//evil.example/x', 'a//b', '/about-us', 'about-us/']) {
      const answer = await save(slug, null, 'Nope');
      expect(answer.statusCode, slug).toBe(400);
      expect(answer.json().message).toMatch(/slug/);
    }
  });

  it('two publishes of different versions of one page at once: both answer, one version ends live, never two', async () => {
    const base = (await latest('faq')).version;
    const first = (await save('faq', base, 'FAQ take A')).json() as PageVersion;
    const second = (await save('faq', first.version, 'FAQ take B')).json() as PageVersion;
    const answers = await Promise.all([first, second].map((draft) => call('POST', `/api/internal/content/versions/${draft.id}/publish`, {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const published = (await detail('faq')).versions.filter((version) => version.state === 'published');
    expect(published).toHaveLength(1);
    expect(((await livePage('faq')).json() as CmsPage).title).toBe(published[0]?.title);
  });

  it('publishes a version into the live page, unpublishes it (404), and records both', async () => {
    const draft = (await save('help', (await latest('help')).version, 'Help, published by the editor')).json() as PageVersion;
    const published = await call('POST', `/api/internal/content/versions/${draft.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published' });
    expect(((await livePage('help')).json() as CmsPage).title).toBe('Help, published by the editor');
    const history = await detail('help');
    expect(history.liveVersion).toBe(draft.version);
    expect(history.versions.find((version) => version.version === 1)?.state).toBe('archived');

    expect((await call('POST', `/api/internal/content/versions/${history.versions[1]?.id}/unpublish`, {})).statusCode).toBe(409);
    expect((await call('POST', `/api/internal/content/versions/${draft.id}/unpublish`, {})).statusCode).toBe(200);
    expect((await livePage('help')).statusCode).toBe(404);
    const events = (await detail('help')).events;
    expect(events.map((event) => [event.action, event.version, event.source, event.operator])).toEqual([
      ['unpublish', draft.version, 'operator', 'operator@storefront.test'],
      ['publish', draft.version, 'operator', 'operator@storefront.test'],
    ]);
  });

  it('restores an old version as a new draft and publishes it', async () => {
    const first = (await detail('help')).versions.find((version) => version.version === 1);
    if (!first) throw new Error('help has no version 1');
    const restored = await call('POST', `/api/internal/content/versions/${first.id}/restore`, { baseVersion: (await latest('help')).version });
    expect(restored.statusCode, restored.body).toBe(201);
    const version = restored.json() as PageVersion;
    expect(version).toMatchObject({ title: first.title, blocks: first.blocks, state: 'draft' });
    expect(version.version).toBeGreaterThan(2);
    await call('POST', `/api/internal/content/versions/${version.id}/publish`, {});
    expect(((await livePage('help')).json() as CmsPage).title).toBe(first.title.replaceAll('{brand}', 'Northbound'));
  });

  it('a scheduled publish waits for its time, shows as pending, and is applied by the scheduler', async () => {
    const draft = (await save('about-us', (await latest('about-us')).version, 'About, scheduled')).json() as PageVersion;
    const at = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await call('POST', `/api/internal/content/versions/${draft.id}/publish`, { at });
    expect(scheduled.json()).toMatchObject({ state: 'draft', publishAt: at });
    expect(await context.app.contentEditor.runScheduler()).toBe(0);
    const list = (await call('GET', '/api/internal/content/pages')).json() as ContentPageList;
    expect(list.pages.find((page) => page.slug === 'about-us' && page.language === 'en')?.pendingPublish).toEqual({
      versionId: draft.id,
      version: draft.version,
      at,
    });
    // The time comes.
    await context.db
      .update(pageVersions)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(pageVersions.id, draft.id));
    expect(await context.app.contentEditor.runScheduler()).toBe(1);
    expect(((await context.app.inject({ url: LIVE_ABOUT })).json() as CmsPage).title).toBe('About, scheduled');
    const events = (await detail('about-us')).events;
    expect(events[0]).toMatchObject({ action: 'publish', version: draft.version, source: 'schedule', operator: null });
  });

  it('refuses a schedule in a bad format with 400 and an unknown version with 404', async () => {
    const version = await latest('about-us');
    expect((await call('POST', `/api/internal/content/versions/${version.id}/publish`, { at: 'tomorrow' })).statusCode).toBe(400);
    expect((await call('POST', '/api/internal/content/versions/00000000-0000-4000-8000-000000000000/publish', {})).statusCode).toBe(404);
    expect((await call('POST', '/api/internal/content/versions/not-a-uuid/publish', {})).statusCode).toBe(400);
  });

  it('survives a restart: a schedule is a row, applied by the restarted instance', async () => {
    const live = await latest('about-us');
    const at = new Date(Date.now() + 60_000).toISOString();
    expect((await call('POST', `/api/internal/content/versions/${live.id}/unpublish`, { at })).json()).toMatchObject({ unpublishAt: at });
    const restarted = await context.restart();
    cookie = await operatorCookie(restarted);
    await context.db
      .update(pageVersions)
      .set({ unpublishAt: new Date(Date.now() - 1000) })
      .where(eq(pageVersions.id, live.id));
    expect(await restarted.contentEditor.runScheduler()).toBe(1);
    expect((await restarted.inject({ url: LIVE_ABOUT })).statusCode).toBe(404);
  });
});

describeDatabases('content scheduler on two instances', (context) => {
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    second = await buildTestApp({ database: context.database });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('applies each due schedule once, however many instances run at the same moment', async () => {
    if (!second) throw new Error('second app not built');
    const pages = ['faq', 'delivery', 'privacy-policy'];
    const drafts: PageVersion[] = [];
    for (const slug of pages) {
      const detail = (await context.app.contentEditor.detail(slug, 'de')) ?? (await context.app.contentEditor.detail(slug, 'en'));
      const base = detail?.versions[0];
      if (!base) throw new Error(`no versions of ${slug}`);
      drafts.push(await context.app.contentEditor.save({ ...base, title: `${base.title} (scheduled)`, baseVersion: base.version }, 'test'));
    }
    for (const draft of drafts)
      await context.db
        .update(pageVersions)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(pageVersions.id, draft.id));
    const passes = await Promise.all([
      context.app.contentEditor.runScheduler(),
      second.contentEditor.runScheduler(),
      context.app.contentEditor.applyDue(),
      second.contentEditor.applyDue(),
    ]);
    expect(passes.reduce((sum, applied) => sum + applied, 0)).toBe(pages.length);
    for (const draft of drafts) {
      const events = await context.db.select().from(pagePublishEvents).where(eq(pagePublishEvents.versionId, draft.id));
      expect(events.map((event) => event.action)).toEqual(['publish']);
    }
  });
});
