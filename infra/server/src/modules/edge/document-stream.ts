/**
 * Streams an HTML document to the visitor (issue 13): the head goes out as soon as the page's data is known, so the
 * browser fetches styles, scripts and the LCP image while the server is still rendering the body. The edge
 * compresses the stream itself, flushing after each chunk: a compressor left to itself would hold the head back
 * until it had gathered enough bytes. (The compression plugin leaves a body that already has an encoding alone.)
 */
import { PassThrough, type Readable, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { ContentEncoding } from './html-cache';

interface Flushable extends Writable {
  flush(callback?: () => void): void;
}

function compressor(encoding: ContentEncoding): Flushable {
  return encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 6 });
}

function written(target: Writable, chunk: string): Promise<void> {
  return target.write(chunk) ? Promise.resolve() : new Promise((resolve) => target.once('drain', () => resolve()));
}

/**
 * A readable body for `reply.send` that carries `chunks` in order, compressed with `encoding` (null: as they are),
 * each chunk flushed on its own. A failure while producing chunks ends the body early and is reported to `onError`
 * (the headers are gone by then; the document simply ends).
 */
export function documentBody(chunks: AsyncIterable<string>, encoding: ContentEncoding | null, onError: (error: unknown) => void): Readable {
  const output = encoding ? (compressor(encoding) as Flushable & Readable) : new PassThrough();
  void (async () => {
    try {
      for await (const chunk of chunks) {
        if (output.destroyed) return;
        await written(output, chunk);
        if (encoding) await new Promise<void>((resolve) => (output as Flushable).flush(() => resolve()));
      }
    } catch (error) {
      onError(error);
    } finally {
      if (!output.destroyed) output.end();
    }
  })();
  return output;
}
