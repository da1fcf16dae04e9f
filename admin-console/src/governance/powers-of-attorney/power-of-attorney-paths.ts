import type { PowerOfAttorneyTab } from '@andel/domain/shared';

/** `/company/{orgNo}/power-of-attorney/{tab?}` (seed 000 and 002, section 2): the company's powers of attorney. */
export const powersOfAttorneyPath = (orgNo: string, tab?: PowerOfAttorneyTab) => `/company/${encodeURIComponent(orgNo)}/power-of-attorney${tab ? `/${tab}` : ''}`;

/** `/company/{orgNo}/power-of-attorney/{powerOfAttorneyId}/details`: one power of attorney. */
export const powerOfAttorneyDetailsPath = (orgNo: string, powerOfAttorneyId: string) =>
  `/company/${encodeURIComponent(orgNo)}/power-of-attorney/${encodeURIComponent(powerOfAttorneyId)}/details`;
