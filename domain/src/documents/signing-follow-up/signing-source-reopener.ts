import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { SigningRequest } from '../signing/signing-request.entity';

/**
 * Reopens the locked document of a decision-tool request when its signing is cancelled (seed 002, section 4). The
 * decision tool (governance, a higher wing) implements it; the BFF hands it to the cancel.
 */
export type SigningSourceReopener = (options: { em: EntityManager; actor: User; company: Company; request: SigningRequest }) => Promise<void>;
