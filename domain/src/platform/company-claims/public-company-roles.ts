/** A person holding a role in a company, as the public company register lists them. */
export type PublicRoleHolder = { roleCode: string; birthDate: string; givenNames: string; familyName: string; resigned: boolean; deceased: boolean };

/** The public company register's roles of a company; null when no roles source serves its country (Sweden, for now). */
export interface PublicCompanyRoles {
  rolesOf(organisationNumber: string): Promise<PublicRoleHolder[] | null>;
}

/** Where no roles source is configured: every claim waits for a super-admin. */
export const noPublicCompanyRoles: PublicCompanyRoles = { rolesOf: async () => null };
