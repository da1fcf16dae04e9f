import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';
import { claimProofs, countries, currencies, subscriptionStates, subscriptionTypes } from './company-constants';

export const CompanySchema = defineEntity({
  name: 'Company',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Nine digits for Norway; `SE` and ten digits for Sweden. */
    organisationNumber: p.string().length(20).unique(),
    name: p.string().length(300),
    country: p.enum(countries),
    currency: p.enum(currencies),
    isCustomer: p.boolean().default(true),
    subscriptionType: p.enum(subscriptionTypes).default('BASIC'),
    subscriptionState: p.enum(subscriptionStates).default('ACTIVE'),
    shareholderPortalEnabled: p.boolean().default(true),
    /** The commitments toggle (seed: commitments appear for Norwegian companies with a feature toggle); off until an admin turns it on. */
    commitmentsEnabled: p.boolean().default(false),
    /** The AI writing assistant, off until an admin turns it on (`PUT /company-settings/{orgNo}/ai-assistant`). */
    aiAssistantEnabled: p.boolean().default(false),
    /** The company's own note about itself (`POST /company/{orgNo}/remark`), kept by its admins. */
    remark: p.text().nullable(),
    /** When an admin accepted the terms of service for the company (`POST /company/accept-terms/{orgNo}`); null until then. */
    termsAcceptedAt: p.datetime().nullable(),
    termsAcceptedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /**
     * Since when the claim of the administrator who registered the company from the public register waits for proof
     * (platform/company-claims): meanwhile nothing leaves the platform in the company's name. Null: proven.
     */
    claimPendingSince: p.datetime().nullable(),
    claimProvenBy: p.enum(claimProofs).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Company extends CompanySchema.class {}
CompanySchema.setClass(Company);
