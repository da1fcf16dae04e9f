import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { registerJsonOf, registerLinesOf } from '../read-model/get-register';
import { registerPageAsOf } from '../read-model/register-page-as-of';
import type { RegisterPageJson } from '../read-model/read-model-views';
import { shareholderDisplayName } from './shareholder-display';
import { Shareholder } from './shareholder.entity';

const wholeRegisterPage = async (em: EntityManager, company: Company, date: string | undefined, range: readonly [number, number]) => {
  const { lines, state } = await registerLinesOf(em, company, date);
  return registerJsonOf(lines, state, date ?? null, range);
};

/**
 * Rows `from` to `to` of the register (as `getRegister`, by votes), each with its holder's name, and the whole
 * register's totals: a screen shows a page of a register of 100,000 holders without the other 99,975 rows (as of a
 * past date, without making them either: `registerPageAsOf`).
 */
export const getRegisterPage = async ({ em, company, date, range }: { em: EntityManager; company: Company; date?: string; range: readonly [number, number] }): Promise<RegisterPageJson> => {
  const register = (date && (await registerPageAsOf(em, company, date, range))) || (await wholeRegisterPage(em, company, date, range));
  const holders = await em.find(Shareholder, { id: { $in: register.rows.map((row) => row.shareholderId) } }, { fields: ['isCompany', 'companyName', 'firstName', 'middleName', 'lastName'] });
  const names = new Map(holders.map((holder) => [holder.id, shareholderDisplayName(holder) ?? '']));
  return { ...register, rows: register.rows.map((row) => ({ ...row, name: names.get(row.shareholderId) ?? '' })) };
};
