/**
 * Tables owned by the experiments module (issue 24): the experiments, their variants with weights, the mutually
 * exclusive groups, and one row per visitor and experiment for each assignment and each exposure. The primary keys
 * (visitor, experiment) are what keeps a double send, a second tab or a second server instance from counting a
 * visitor twice. Visitor ids are random; nothing else about the visitor is stored.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExperimentConsentCategory } from '@sf/contracts/experiments';

/** A set of experiments a visitor is in at most one of: each owns a slice of the group's buckets (per mille). */
export const experimentGroups = pgTable('experiment_groups', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
});

export const experiments = pgTable(
  'experiments',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    status: text('status').$type<'running' | 'stopped'>().notNull().default('running'),
    /** The consent category the experiment needs; without it the visitor sees the control and is not counted. */
    consentCategory: text('consent_category').$type<ExperimentConsentCategory>().notNull(),
    groupKey: text('group_key').references(() => experimentGroups.key),
    /** The experiment's part of its group: buckets [sliceStart, sliceEnd) of 1000. */
    groupSliceStart: integer('group_slice_start'),
    groupSliceEnd: integer('group_slice_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('experiments_status', sql`${t.status} in ('running', 'stopped')`),
    check('experiments_consent', sql`${t.consentCategory} in ('performance', 'functional', 'targeting')`),
    check(
      'experiments_slice',
      sql`(${t.groupKey} is null and ${t.groupSliceStart} is null and ${t.groupSliceEnd} is null) or (${t.groupKey} is not null and ${t.groupSliceStart} >= 0 and ${t.groupSliceEnd} > ${t.groupSliceStart} and ${t.groupSliceEnd} <= 1000)`,
    ),
  ],
);

export const experimentVariants = pgTable(
  'experiment_variants',
  {
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Relative weight: a variant's share is its weight over the experiment's total. */
    weight: integer('weight').notNull(),
    /** The variant everyone without consent (or outside the group's slice) sees. Exactly one per experiment. */
    control: boolean('control').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.experimentKey, t.key] }), check('experiment_variants_weight', sql`${t.weight} > 0`)],
);

export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    visitorId: text('visitor_id').notNull(),
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.experimentKey] }), index('experiment_assignments_count').on(t.experimentKey, t.variantKey)],
);

export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    visitorId: text('visitor_id').notNull(),
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    variantKey: text('variant_key').notNull(),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.experimentKey] }), index('experiment_exposures_count').on(t.experimentKey, t.variantKey)],
);
