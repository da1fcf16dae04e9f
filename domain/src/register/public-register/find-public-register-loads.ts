import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { PublicRegisterLoad } from './public-register-load.entity';
import { publicRegisterLoadView } from './public-register-load-view';
import type { PublicRegisterLoadView } from './public-register-views';

/** The back office's list: the latest loads, newest first. */
export const findPublicRegisterLoads = async (em: EntityManager, limit = 20): Promise<PublicRegisterLoadView[]> =>
  (await em.find(PublicRegisterLoad, {}, { orderBy: { startedAt: 'desc' }, limit })).map(publicRegisterLoadView);

/** One load, polled while it runs (`publicRegister.loadNotFound`). */
export const getPublicRegisterLoad = async (em: EntityManager, id: string): Promise<PublicRegisterLoadView> => {
  const load = await em.findOne(PublicRegisterLoad, { id });
  if (!load) throw new DomainError('publicRegister.loadNotFound');
  return publicRegisterLoadView(load);
};
