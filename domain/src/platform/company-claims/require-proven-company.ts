import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../companies/company.entity';

/** Nothing leaves the platform in the name of a company whose claim waits for proof: 403 `company.claimPending`. */
export const requireProvenCompany = (company: Pick<Company, 'claimPendingSince'>): void => {
  if (company.claimPendingSince) throw new DomainError('company.claimPending');
};
