import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { documentBody } from './document-stream';

/** Yields the head at once and the body only when the test releases it (a render still running). */
function slowRender() {
  let release: () => void = () => undefined;
  const rendered = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* chunks(): AsyncGenerator<string> {
    yield '<html><head><title>Boots</title></head><body><div id="root">';
    await rendered;
    yield '<main>Ridge Hiking Boot</main></div></body></html>';
  }
  return { chunks: chunks(), release };
}

function decoder(encoding: 'gzip' | 'br' | null) {
  if (encoding === 'gzip') return zlib.createGunzip();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return null;
}

/** Collects what a browser could read so far, decoded. */
function reader(body: Readable, encoding: 'gzip' | 'br' | null) {
  let text = '';
  const decode = decoder(encoding);
  const source = decode ? body.pipe(decode) : body;
  source.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const ended = new Promise<void>((resolve) => source.on('end', () => resolve()));
  return { text: () => text, ended };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a streamed document', () => {
  for (const encoding of ['gzip', 'br', null] as const) {
    it(`reaches the browser head first, before the render is done (${encoding ?? 'identity'})`, async () => {
      const render = slowRender();
      const read = reader(
        documentBody(render.chunks, encoding, () => undefined),
        encoding,
      );
      await settle();
      expect(read.text()).toContain('<title>Boots</title>');
      expect(read.text()).not.toContain('Ridge Hiking Boot');
      render.release();
      await read.ended;
      expect(read.text()).toBe('<html><head><title>Boots</title></head><body><div id="root"><main>Ridge Hiking Boot</main></div></body></html>');
    });
  }

  it('ends the body and reports when producing it fails midway', async () => {
    const errors: unknown[] = [];
    async function* failing(): AsyncGenerator<string> {
      yield '<html><head></head><body>';
      throw new Error('render lost');
    }
    const read = reader(
      documentBody(failing(), 'gzip', (error) => errors.push(error)),
      'gzip',
    );
    await read.ended;
    expect(read.text()).toBe('<html><head></head><body>');
    expect(String(errors[0])).toContain('render lost');
  });
});
