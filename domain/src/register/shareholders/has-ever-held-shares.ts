import type { EntityManager } from '@mikro-orm/core';
import { Posting } from '../log/posting.entity';
import type { Shareholder } from './shareholder.entity';

/** Whether any entry of the log ever named the holder: one that never was may be deleted for good. */
export const hasEverHeldShares = async (em: EntityManager, shareholder: Shareholder): Promise<boolean> =>
  (await em.findOne(Posting, { shareholder }, { fields: ['id'] })) !== null;
