/** Issue 26: remote releases, their history and previews (the internal release API and /healthcheck/releases). */
import { z } from 'zod';
import { DialogDeclarationSchema } from './platform';

export const RELEASE_STATUS_VALUES = ['published', 'live', 'retired', 'rolled-back', 'failed'] as const;

export const ReleaseSchema = z.object({
  id: z.string(),
  remote: z.string(),
  version: z.string(),
  buildId: z.string(),
  manifestUrl: z.string(),
  serverEntryUrl: z.string().nullable(),
  exposes: z.array(z.string()),
  contractVersion: z.string(),
  status: z.enum(RELEASE_STATUS_VALUES),
  publishedAt: z.string(),
  publishedBy: z.string(),
  promotedAt: z.string().nullable(),
  promotedBy: z.string().nullable(),
  healthError: z.string().nullable(),
});

export const ReleaseEventSchema = z.object({
  remote: z.string(),
  releaseId: z.string().nullable(),
  action: z.enum(['publish', 'promote', 'rollback', 'auto-rollback']),
  operator: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

export const PreviewSchema = z.object({
  name: z.string(),
  pullRequest: z.number().int(),
  /** Release ids by remote name. */
  releases: z.record(z.string(), z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string(),
});

/** GET /fapi/internal/releases: per remote its releases (newest first) and which is live; recent events; previews. */
export const ReleaseOverviewSchema = z.object({
  store: z.string(),
  remotes: z.array(z.object({ remote: z.string(), liveReleaseId: z.string().nullable(), releases: z.array(ReleaseSchema) })),
  events: z.array(ReleaseEventSchema),
  previews: z.array(PreviewSchema),
});

const shapesOf = (what: string) =>
  z
    .record(z.string().max(100), z.string().max(20_000))
    .refine((shapes) => Object.keys(shapes).length <= 200, `${what}: at most 200`)
    .describe(`The ${what} the release uses, by name: their shapes as its build saw them`);

/** dist/contract.json of a remote's build: the remote contract it was built against and what of it the code uses. */
export const ContractUseSchema = z.object({
  package: z.string().max(100),
  version: z.string().regex(/^\d+\.\d+\.\d+/, 'must be the @sf/remote-contract version the remote was built with'),
  uses: z.object({ events: shapesOf('events'), atoms: shapesOf('atoms'), parcelProps: shapesOf('parcel props') }),
});

/** POST /fapi/internal/releases: the deploy command registers files it has uploaded under releases/<folder>/<buildId>/. */
export const PublishReleaseBodySchema = z.object({
  remote: z.string().min(1).max(64),
  version: z.string().regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/, 'must be a semantic version such as 1.2.3'),
  buildId: z.string().regex(/^[0-9a-f]{16}$/, 'must be the 16 hex digits content hash the deploy command computes'),
  exposes: z.array(z.string().regex(/^\.\/[A-Za-z0-9_-]+$/, 'each must be an exposed module such as ./ProductPage')).max(200),
  contract: ContractUseSchema,
  dialogs: z.array(DialogDeclarationSchema).max(50).default([]),
  /** The release carries a server build (server/remoteEntry.js) for server rendering. */
  serverEntry: z.boolean().default(false),
});

export const ReleaseActionResultSchema = z.object({
  remote: z.string(),
  /** The live release after the action; null: the monorepo's own build ("release zero"). */
  liveReleaseId: z.string().nullable(),
  buildId: z.string(),
});

export const CreatePreviewBodySchema = z.object({
  pullRequest: z.number().int().min(1).max(999_999_999),
  releaseIds: z.array(z.uuid()).min(1).max(10),
  /** How long the preview and its links last. */
  ttlHours: z.number().int().min(1).max(720).default(72),
});

export const CreatedPreviewSchema = z.object({
  name: z.string(),
  pullRequest: z.number().int(),
  expiresAt: z.string(),
  /** Signed link: opens the preview for whoever follows it (a cookie for that browser only). */
  link: z.string(),
  /** The preview host, when DNS for *<PREVIEW_HOST_SUFFIX> points at the storefront. */
  hostLink: z.string(),
});

/** What the shell's preview banner needs (DocumentState.preview). */
export interface PreviewBannerState {
  name: string;
  pullRequest: number;
  /** Leaves the preview: clears the cookie, or goes to the production origin from a preview host. */
  exitUrl: string;
}
