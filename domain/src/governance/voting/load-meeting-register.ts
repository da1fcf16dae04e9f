import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Company } from '../../platform/companies/company.entity';
import { getRegister } from '../../register/read-model/get-register';
import { registerWithClasses } from '../../register/read-model/register-state-from-db';
import type { MeetingRegister } from './meeting-register';

/**
 * The register at the meeting date (seed 002: ownership and votes from the register): the log replayed to the end of
 * that day, with the votes per share that applied on it. Only holders with shares are rows.
 */
export const loadMeetingRegister = async (em: EntityManager, company: Company, meetingDate: string): Promise<MeetingRegister> => {
  const register = await getRegister({ em, company, date: meetingDate });
  const classes = await registerWithClasses(em, company, meetingDate);
  return {
    nominalValue: register.nominalValue,
    shareClasses: Object.fromEntries(Object.entries(classes.shareClasses).map(([shareClassId, { votesPerShare }]) => [shareClassId, { votesPerShare: new Decimal(votesPerShare).toFixed() }])),
    rows: register.rows.map((row) => ({ shareholderId: row.shareholderId, classes: row.holdings.map((holding) => ({ shareClassId: holding.shareTypeId, shares: BigInt(holding.shares) })) })),
  };
};
