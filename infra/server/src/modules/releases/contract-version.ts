/**
 * The contract check at publish time (issue 26): a release whose code uses bus events, atoms or parcel props in
 * shapes this storefront does not have, was built against another major version of @sf/remote-contract, or lacks a
 * module the shell loads, would mount and break; it is refused with each mismatch named.
 */
import type { RemoteName } from '@sf/remote-contract';
import { contractMismatches, type ContractShapes, type ContractUse } from '@sf/remote-contract/contract-check';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import storefrontShapes from '@sf/remote-contract/contract-shapes.json' with { type: 'json' };

/** The contract this server (and the shell built with it) speaks. */
export const STOREFRONT_CONTRACT: ContractShapes = storefrontShapes;

/** Every reason the release does not fit this storefront; empty when it does. */
export function releaseMismatches(
  remote: RemoteName,
  exposes: readonly string[],
  contract: ContractUse,
  storefront: ContractShapes = STOREFRONT_CONTRACT,
): string[] {
  const missing = REMOTE_EXPOSES[remote].filter((module) => !exposes.includes(module));
  return [
    ...(missing.length ? [`exposes: the release lacks ${missing.join(', ')}, which this storefront loads from ${remote}`] : []),
    ...contractMismatches(storefront, contract),
  ];
}
