import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { BeneficialOwner } from './beneficial-owner.entity';
import { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';
import { statementView } from './beneficial-owner-statement-view';

/** The company's statement `id` (`beneficialOwners.statementNotFound` for another company's or none). */
export const findBeneficialOwnerStatement = async (em: EntityManager, company: Company, id: string) => {
  const statement = await em.findOne(BeneficialOwnerStatement, { id, company });
  if (!statement) throw new DomainError('beneficialOwners.statementNotFound');
  return statement;
};

/** `GET /company/{orgNo}/beneficial-owners/{id}`: the statement with its persons, largest share first. */
export const getBeneficialOwnerStatement = async ({ em, company, id }: { em: EntityManager; company: Company; id: string }) => {
  const statement = await findBeneficialOwnerStatement(em, company, id);
  const owners = await em.find(BeneficialOwner, { statement }, { orderBy: { sharesInPercent: 'desc', name: 'asc' } });
  return statementView(statement, owners);
};
