import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import type { ContentPageDetail, PageVersion, PageVersionSave } from '@sf/contracts/api';
import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import type { ContentEditorApi } from './content-editor-api';
import { ContentEditorPage } from './content-editor-page';

const { loadLocaleTexts, renderInShell } = createShellRenderer({
  'content-editor': serverTexts('content-editor'),
  'operator-sign-in': serverTexts('operator-sign-in'),
});
const props: PageProps = {
  route: { name: 'internal-content', path: '/internal/content', params: {}, query: {} },
  locale: 'uk-en',
  site: siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'),
  navigate: () => undefined,
};
const version1: PageVersion = {
  id: '6f1c1a8e-3f0a-4b5e-9a51-0d6f1c1a8e3f',
  slug: 'about-us',
  language: 'en',
  version: 1,
  title: 'About {brand}',
  description: 'Who we are',
  overlayHeader: true,
  headerStyle: 'light',
  blocks: [
    { type: 'paragraph', text: 'We repair shoes.' },
    { type: 'links', links: [{ label: 'FAQ', href: '/faq' }] },
  ],
  state: 'published',
  publishAt: null,
  unpublishAt: null,
  author: null,
  createdAt: '2026-11-27T19:00:00.000Z',
};

/** A server in memory; `conflict` makes the next save answer 409 as when someone saved meanwhile. */
function fakeApi(options: { conflict?: boolean } = {}) {
  const saved: PageVersionSave[] = [];
  const detail = async (): Promise<ContentPageDetail> => ({ slug: 'about-us', language: 'en', liveVersion: 1, versions: [version1], events: [] });
  const api = {
    list: async () => ({
      pages: [
        { slug: 'about-us', language: 'en' as const, title: 'About {brand}', liveVersion: 1, latestVersion: 1, pendingPublish: null, pendingUnpublish: null },
      ],
    }),
    detail,
    save: async (body: PageVersionSave) => {
      saved.push(body);
      if (options.conflict) {
        const message = 'baseVersion: /about-us (en) was saved meanwhile (now version 2, you edited version 1); reload and apply your changes again';
        throw new ApiRequestError({
          method: 'POST',
          url: '/api/internal/content/versions',
          status: 409,
          statusText: 'Conflict',
          body: { statusCode: 409, error: 'Conflict', message },
        });
      }
      return { ...version1, ...body, id: '7f1c1a8e-3f0a-4b5e-9a51-0d6f1c1a8e3f', version: 2, state: 'draft' as const };
    },
    signIn: async () => undefined,
  };
  return { api: api as unknown as ContentEditorApi, saved };
}

async function openAboutUs(api: ContentEditorApi) {
  renderInShell(<ContentEditorPage {...props} api={api} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit /about-us (en)' }));
  await screen.findByRole('heading', { level: 2, name: 'Editing /about-us (en)' });
}

describe('ContentEditorPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('saves the edited text as a new version from the version it was read at', async () => {
    const { api, saved } = fakeApi();
    await openAboutUs(api);
    fireEvent.change(within(screen.getByRole('group', { name: 'Block 1: paragraph' })).getByLabelText('Text'), { target: { value: 'We resole shoes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('Saved as version 2.');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      slug: 'about-us',
      language: 'en',
      baseVersion: 1,
      blocks: [{ type: 'paragraph', text: 'We resole shoes.' }, version1.blocks[1]],
    });
  });

  it('edits a list block item by item, and refuses what the block schema refuses, naming the field, without saving', async () => {
    const { api, saved } = fakeApi();
    await openAboutUs(api);
    const links = screen.getByRole('group', { name: 'Block 2: links' });
    fireEvent.click(within(links).getByRole('button', { name: 'Add an item' }));
    fireEvent.change(within(links).getByLabelText('Item 2: label'), { target: { value: 'Delivery' } });
    fireEvent.change(within(links).getByLabelText('Item 2: href'), { target: { value: '/delivery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('Saved as version 2.');
    expect(saved[0]?.blocks[1]).toEqual({
      type: 'links',
      links: [
        { label: 'FAQ', href: '/faq' },
        { label: 'Delivery', href: '/delivery' },
      ],
    });

    fireEvent.click(within(screen.getByRole('group', { name: 'Block 2: links' })).getByRole('button', { name: 'Edit block 2 as JSON' }));
    const json = within(screen.getByRole('group', { name: 'Block 2: links' })).getByLabelText('Block as JSON');
    fireEvent.change(json, { target: { value: '{"type":"links","links":[{"label":"FAQ"}]}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect((await screen.findByText(/Not saved:/)).textContent).toMatch(/blocks\.1\.links\.0\.href/);
    fireEvent.change(json, { target: { value: '{"type":' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText(/Block 2 is not valid JSON/);
    expect(saved).toHaveLength(1);
  });

  it("makes a new page's version 1 (or a translation) and opens it", async () => {
    const { api, saved } = fakeApi();
    renderInShell(<ContentEditorPage {...props} api={api} />);
    const form = await screen.findByRole('form', { name: 'New page or translation' });
    fireEvent.change(within(form).getByLabelText('Address', { exact: false }), { target: { value: '/summer-sale' } });
    fireEvent.change(within(form).getByLabelText('Language'), { target: { value: 'de' } });
    fireEvent.change(within(form).getByLabelText('Title', { exact: false }), { target: { value: 'Sommerschlussverkauf' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create a draft' }));
    await screen.findByRole('heading', { level: 2, name: 'Editing /summer-sale (de)' });
    expect(saved[0]).toMatchObject({ slug: 'summer-sale', language: 'de', baseVersion: null, title: 'Sommerschlussverkauf', blocks: [] });
  });

  it("shows the server's message when someone else saved meanwhile", async () => {
    const { api } = fakeApi({ conflict: true });
    await openAboutUs(api);
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.getByText(/was saved meanwhile \(now version 2, you edited version 1\)/)).toBeTruthy());
  });
});
