import type { EntityManager } from '@mikro-orm/core';
import { translate } from '../../collected/translate';
import type { Company } from '../../platform/companies/company.entity';
import { boardRoleTypes } from '../../platform/access/access-types';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import { getRegister } from '../../register/read-model/get-register';
import { formatShareClassNames } from '../../register/share-classes/format-share-class-name';
import { ShareClass } from '../../register/share-classes/share-class.entity';
import { documentLanguages, interfaceLanguageOf } from '../decisions/document-types';
import type { ResolutionContext } from './resolution-context';

const fullName = (role: { firstName: string; middleName?: string | null; lastName: string }) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/**
 * The company as a resolution is drafted from: its register replayed to the end of the meeting date (share capital,
 * shares in all and per class, nominal value, holders), its current share classes named in each document language,
 * and its board and CEO from the company's roles.
 */
export const loadResolutionContext = async ({ em, company, meetingDate }: { em: EntityManager; company: Company; meetingDate: string }): Promise<ResolutionContext> => {
  const [register, classes, roles] = await Promise.all([getRegister({ em, company, date: meetingDate }), em.find(ShareClass, { company, historical: false }, { orderBy: { code: 'asc' } }), listCompanyRoles(em, company)]);
  const sharesOf = (classId: string) => register.rows.reduce((sum, row) => sum + BigInt(row.holdings.find((holding) => holding.shareTypeId === classId)?.shares ?? '0'), 0n);
  const person = (role: (typeof roles)[number]) => ({ companyRoleId: role.id, name: fullName(role), role: role.role });
  const ceo = roles.find((role) => role.role === 'ceo');
  return {
    companyName: company.name,
    organisationNumber: company.organisationNumber,
    country: company.country,
    currency: company.currency,
    meetingDate,
    shareCapital: register.shareCapital,
    totalShares: register.totalShares,
    nominalValue: register.nominalValue,
    numberOfShareholders: register.rows.length,
    classes: classes.map((shareClass) => ({
      id: shareClass.id,
      names: Object.fromEntries(
        documentLanguages.map((language) => [language, formatShareClassNames(shareClass, interfaceLanguageOf[language], (key) => translate(interfaceLanguageOf[language], key)).name]),
      ) as ResolutionContext['classes'][number]['names'],
      shares: sharesOf(shareClass.id).toString(),
    })),
    board: roles.filter((role) => (boardRoleTypes as readonly string[]).includes(role.role)).map(person),
    ceo: ceo ? person(ceo) : null,
  };
};
