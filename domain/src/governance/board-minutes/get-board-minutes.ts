import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { boardMinutesJson } from './board-minutes-json';
import type { BoardMinutesView } from './board-minutes-views';
import { findBoardMinutes } from './find-board-minutes';

/** `GET /project/{projectId}/board-minutes`: the minutes as saved, or as the notice and the board suggest them. */
export const getBoardMinutes = async ({ em, company, projectId, now = new Date() }: { em: EntityManager; company: Company; projectId: string; now?: Date }): Promise<BoardMinutesView> =>
  boardMinutesJson(em, await findBoardMinutes(em, company, projectId, now));
