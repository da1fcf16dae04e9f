/** `/company/{orgNo}/shareholders/beneficial-owners[/…]` (seed: platform core, shareholder-register routes). */
export const beneficialOwnersPath = (orgNo: string, rest = '') => `/company/${encodeURIComponent(orgNo)}/shareholders/beneficial-owners${rest ? `/${rest}` : ''}`;

export const overviewKey = (orgNo: string) => ['beneficialOwners', orgNo];
