import { CompanyRole, createCompany, createShareholder, createShareClass, recordTransaction, updateShareholderField, type Company, type User } from '@andel/domain/server';
import { instantOfDate } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { demoSubsidiary } from './demo-data';

/** The demo subsidiary: a company without administrator whose register shows `owner` holding most shares. */
export const seedDemoSubsidiary = async (em: EntityManager, actor: User, owner: Company) => {
  const { organisationNumber, name, ceo, ownerShares, otherShares } = demoSubsidiary;
  const company = await createCompany({ em, actor, organisationNumber, name });
  company.isCustomer = false;
  em.create(CompanyRole, { company, role: 'ceo', ...ceo });
  const shareClass = await createShareClass({ em, actor, company, input: { organizationnumber: organisationNumber, shareTypeCode: 'A', vote: '1', historical: false } });
  const set = (shareholderId: string, fieldName: 'shareholderName' | 'companyNumber', newValue: string) =>
    updateShareholderField({ em, actor, company, shareholderId, fieldName, newValue, allowSyntheticTestNumbers: false });
  const parent = await createShareholder({ em, actor, company, isCompany: true });
  await set(parent.id, 'shareholderName', owner.name);
  await set(parent.id, 'companyNumber', owner.organisationNumber);
  const person = await createShareholder({ em, actor, company, isCompany: false });
  await set(person.id, 'shareholderName', `${ceo.firstName} ${ceo.lastName}`);
  await recordTransaction({
    em,
    actor,
    company,
    transaction: {
      kind: 'shareholdingperdate',
      input: {
        organizationnumber: organisationNumber,
        transactionDate: instantOfDate('2024-01-15'),
        nominalValue: '1.00',
        shareAllocation: [
          { shareholderId: parent.id, sharetypeId: shareClass.id, numberOfShares: ownerShares },
          { shareholderId: person.id, sharetypeId: shareClass.id, numberOfShares: otherShares },
        ],
      },
    },
  });
};
