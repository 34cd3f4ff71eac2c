import type { DocumentState } from '@sf/contracts';

/** A built shell's smallest stand-in: the edge fills its head and state markers (createRepoFixture files). */
export const BARE_SHELL_FILES = {
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__" data-brand="__SF_BRAND__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-1' }),
};

/** The DocumentState a served page carries in its JSON state script (null when the page has none). */
export const documentStateOf = (html: string): DocumentState =>
  JSON.parse(/<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as DocumentState;
