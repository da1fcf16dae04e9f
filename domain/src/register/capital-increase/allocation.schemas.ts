import { z } from 'zod';
import { ZShareCountSchema } from '../../kernel/validation/share-count';

/** Saving share allocation (seed 001 section 7, "Decision support"): allocated shares whole and zero or more (section 5). */
export const ZAllocationSaveSchema = z.object({
  allocationRounds: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        isCompleted: z.boolean().default(false),
        allocations: z.array(z.object({ id: z.string().min(1).max(64), allocatedShares: ZShareCountSchema })).max(10_000),
      }),
    )
    .max(40),
  isAllocationCompleted: z.boolean().default(false),
});
export type TAllocationSave = z.infer<typeof ZAllocationSaveSchema>;
