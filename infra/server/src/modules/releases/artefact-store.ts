/**
 * The artefact store (issue 26): where release files live, by key (`releases/<remote folder>/<build id>/<file>`).
 * A directory by default; S3-compatible object storage through the AWS SDK when a bucket is configured. Releases
 * are immutable: a key is written once and never changed (a publish of the same content hash writes the same bytes).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ArtefactEnv } from '../../env';

export interface ArtefactStore {
  /** Where the files are, for logs and the health page ("directory /x" or "s3://bucket"). */
  readonly location: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
}

/** Keys are relative paths of safe segments; anything else (.., absolute, backslashes) is refused before any I/O. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`artefact key refused: ${key}`);
  }
}

export function directoryStore(root: string): ArtefactStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    location: `directory ${root}`,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      }
    },
    async has(key) {
      return (await this.get(key)) !== null;
    },
  };
}

export interface S3StoreOptions {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3Store(options: S3StoreOptions): ArtefactStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
  });
  const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error as { name?: string }).name === 'NotFound';
  return {
    location: `s3://${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
}

/** The store the variables describe: S3 when a bucket is set, else the directory. */
export function openArtefactStore(env: ArtefactEnv, repoRoot: string): ArtefactStore {
  if (env.ARTEFACT_S3_BUCKET) {
    return s3Store({
      bucket: env.ARTEFACT_S3_BUCKET,
      region: env.ARTEFACT_S3_REGION,
      ...(env.ARTEFACT_S3_ENDPOINT ? { endpoint: env.ARTEFACT_S3_ENDPOINT } : {}),
      ...(env.ARTEFACT_S3_ACCESS_KEY_ID ? { accessKeyId: env.ARTEFACT_S3_ACCESS_KEY_ID } : {}),
      ...(env.ARTEFACT_S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.ARTEFACT_S3_SECRET_ACCESS_KEY } : {}),
    });
  }
  return directoryStore(path.resolve(repoRoot, env.ARTEFACT_DIR ?? path.join('.data', 'artefacts')));
}

/** Where a release's files are kept, and the URL the server serves them from. */
export const releaseKeyPrefix = (folder: string, buildId: string): string => `releases/${folder}/${buildId}`;
export const releaseUrlPrefix = (folder: string, buildId: string): string => `/${releaseKeyPrefix(folder, buildId)}`;
