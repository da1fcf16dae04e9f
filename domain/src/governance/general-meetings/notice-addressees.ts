import type { EntityManager } from '@mikro-orm/core';
import { formatDate } from '../../kernel/format/date';
import type { Company } from '../../platform/companies/company.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { loadMeetingRegister } from '../voting/load-meeting-register';
import type { GeneralMeetingData } from './general-meeting-data';

/** Whom a general meeting's notice goes to, as the notice tab lists them before sending. */
export type NoticeAddressee = { kind: 'shareholder' | 'extraParticipant'; id: string; name: string; email: string | null };

/**
 * Whom the notice goes to when sent on `noticeDate` (issue 24): every holder on the register at that date, in the
 * register's order, then the meeting's extra participants. A holder without an email is listed (the notice names them,
 * and the admin may add one) but gets no email.
 */
export const noticeAddressees = async (em: EntityManager, company: Company, meeting: Pick<GeneralMeetingData, 'extraParticipants'>, now: Date) => {
  const register = await loadMeetingRegister(em, company, formatDate(now));
  const holders = await em.find(Shareholder, { company, id: { $in: register.rows.map(({ shareholderId }) => shareholderId) } });
  const order = new Map(register.rows.map(({ shareholderId }, index) => [shareholderId, index]));
  holders.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const addressees: NoticeAddressee[] = [
    ...holders.map((holder) => ({ kind: 'shareholder' as const, id: holder.id, name: shareholderDisplayName(holder) ?? holder.email ?? '', email: holder.email ?? null })),
    ...meeting.extraParticipants.map(({ id, name, email }) => ({ kind: 'extraParticipant' as const, id, name, email })),
  ];
  return { holders, addressees };
};
