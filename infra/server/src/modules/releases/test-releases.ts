/** Test helpers: a small release (manifest + entries) uploaded to an app's artefact store and registered. */
import type { FastifyInstance } from 'fastify';
import type { Release } from '@sf/contracts';
import type { ContractUse } from '@sf/remote-contract/contract-check';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import { STOREFRONT_CONTRACT } from './contract-version';
import { contentHash, uploadRelease, type ReleaseFile } from './release-files';

export function fakeReleaseFiles(marker: string, options: { brokenEntry?: boolean } = {}): ReleaseFile[] {
  const manifest = { id: 'mfe_catalog', name: 'mfe_catalog', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }, exposes: [] };
  const files: ReleaseFile[] = [{ path: 'mf-manifest.json', body: Buffer.from(JSON.stringify({ ...manifest, marker })) }];
  if (!options.brokenEntry) files.push({ path: 'remoteEntry.js', body: Buffer.from(`/* ${marker} */ var mfe_catalog = {};`) });
  return files;
}

export async function publishFake(
  app: FastifyInstance,
  cookie: string,
  marker: string,
  options: { brokenEntry?: boolean; contract?: ContractUse; exposes?: readonly string[] } = {},
) {
  const files = fakeReleaseFiles(marker, options);
  const buildId = contentHash(files);
  await uploadRelease(app.artefacts, 'mfe-catalog', buildId, files);
  const response = await app.inject({
    method: 'POST',
    url: '/fapi/internal/releases',
    headers: { cookie },
    payload: {
      remote: 'mfe_catalog',
      version: '1.2.3',
      buildId,
      exposes: options.exposes ?? REMOTE_EXPOSES.mfe_catalog,
      contract: options.contract ?? fittingContract(),
    },
  });
  return { response, buildId, release: response.json() as Release };
}

/** A contract use that fits this storefront: the catalogue's events and atoms in the storefront's own shapes. */
export function fittingContract(): ContractUse {
  const { events, atoms, parcelProps } = STOREFRONT_CONTRACT;
  return {
    package: STOREFRONT_CONTRACT.package,
    version: STOREFRONT_CONTRACT.version,
    uses: { events: { 'cart:changed': events['cart:changed'] ?? '' }, atoms: { $site: atoms.$site ?? '' }, parcelProps },
  };
}
