/** The server's version, from its package.json, reported by the health check and the OpenAPI document. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './paths';

export const SERVER_VERSION: string = (JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
