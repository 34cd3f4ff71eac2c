/**
 * The shipped experiment (issue 24): two layouts of the product page's buy box, half the visitors each, for visitors
 * with performance consent. It sits in a mutually exclusive group (`pdp-layout`) with the slice 0-1000, so a later
 * product-page experiment takes part of that slice instead of overlapping it. ON CONFLICT DO NOTHING: reruns insert
 * nothing and never undo an operator's change.
 */
import { BUY_BOX_EXPERIMENT, BUY_BOX_VARIANTS } from '@sf/contracts/experiments';
import type { Database } from '../../db/client';
import { experimentGroups, experiments, experimentVariants } from './tables';

export async function seedExperiments(db: Database): Promise<number> {
  await db.insert(experimentGroups).values({ key: 'pdp-layout', name: 'Product page layout' }).onConflictDoNothing();
  const inserted = await db
    .insert(experiments)
    .values({
      key: BUY_BOX_EXPERIMENT,
      name: 'Product page buy box: standard vs compact sticky',
      consentCategory: 'performance',
      groupKey: 'pdp-layout',
      groupSliceStart: 0,
      groupSliceEnd: 1000,
    })
    .onConflictDoNothing()
    .returning({ key: experiments.key });
  await db
    .insert(experimentVariants)
    .values([
      { experimentKey: BUY_BOX_EXPERIMENT, key: BUY_BOX_VARIANTS.control, weight: 50, control: true, position: 0 },
      { experimentKey: BUY_BOX_EXPERIMENT, key: BUY_BOX_VARIANTS.compact, weight: 50, control: false, position: 1 },
    ])
    .onConflictDoNothing();
  return inserted.length;
}
