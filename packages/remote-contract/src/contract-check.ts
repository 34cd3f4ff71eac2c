/**
 * The publish-time contract check (issue 26). A remote's build records the shapes of the events, atoms and parcel
 * props it uses (contract.json beside its remoteEntry.js); the storefront refuses a release whose recorded shapes
 * differ from its own (contract-shapes.json of the @sf/remote-contract it was built with) and names each difference.
 */
export interface ContractShapes {
  package: string;
  version: string;
  events: Record<string, string>;
  atoms: Record<string, string>;
  parcelProps: Record<string, string>;
}

/** What a release records: the contract version it was built against and the shapes of what it uses. */
export interface ContractUse {
  package: string;
  version: string;
  uses: Pick<ContractShapes, 'events' | 'atoms' | 'parcelProps'>;
}

const KINDS = [
  ['events', 'event'],
  ['atoms', 'atom'],
  ['parcelProps', 'parcel props'],
] as const;

const majorOf = (version: string) => version.split('.')[0] ?? '';

/** Every way the release's use of the contract differs from the storefront's contract; empty when it fits. */
export function contractMismatches(storefront: ContractShapes, release: ContractUse): string[] {
  const mismatches: string[] = [];
  if (release.package !== storefront.package) mismatches.push(`contract package: the release names ${release.package}, the storefront ${storefront.package}`);
  if (majorOf(release.version) !== majorOf(storefront.version)) {
    mismatches.push(
      `${storefront.package}: the release was built against ${release.version}, this storefront speaks ${storefront.version} (the major version must match)`,
    );
  }
  for (const [kind, label] of KINDS) {
    for (const [name, shape] of Object.entries(release.uses[kind])) {
      const ours = storefront[kind][name];
      if (ours === undefined) mismatches.push(`${label} "${name}": unknown to this storefront`);
      else if (ours !== shape) mismatches.push(`${label} "${name}": the release expects ${shape}, this storefront has ${ours}`);
    }
  }
  return mismatches;
}
