import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { getRegister } from '../../register/read-model/get-register';
import { registerWithClasses } from '../../register/read-model/register-state-from-db';
import type { MeetingRegister } from '../voting/meeting-register';

/** The register as of the meeting date (YYYY-MM-DD), as the tallies take it: votes per share of that day, holdings replayed up to it. */
export const meetingRegisterOf = async (em: EntityManager, company: Company, meetingDate: string): Promise<MeetingRegister> => {
  const classes = await registerWithClasses(em, company, meetingDate);
  const register = await getRegister({ em, company, date: meetingDate });
  return {
    nominalValue: register.nominalValue,
    shareClasses: Object.fromEntries(Object.entries(classes.shareClasses).map(([shareClassId, { votesPerShare }]) => [shareClassId, { votesPerShare }])),
    rows: register.rows.map((row) => ({ shareholderId: row.shareholderId, classes: row.holdings.map((holding) => ({ shareClassId: holding.shareTypeId, shares: BigInt(holding.shares) })) })),
  };
};

const hasShares = (row: MeetingRegister['rows'][number]) => row.classes.some(({ shares }) => shares > 0n);

/** Whether a shareholder holds shares on the meeting's register. */
export const holdsShares = (register: MeetingRegister, shareholderId: string): boolean => register.rows.some((row) => row.shareholderId === shareholderId && hasShares(row));

/** The shareholders holding shares on the meeting's register (for checking many votes at once). */
export const holdersWithShares = (register: MeetingRegister): Set<string> => new Set(register.rows.filter(hasShares).map((row) => row.shareholderId));
