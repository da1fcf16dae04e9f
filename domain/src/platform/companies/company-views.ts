// The companies a user holds access to, shared by the domain that reads them and the apps that list them.
import type { GrantedAccessType } from '../access/access-types';
import type { Country, Currency } from './company-constants';

/** One (company, access) the user holds. */
export type UserCompany = {
  id: string;
  organisationNumber: string;
  name: string;
  country: Country;
  currency: Currency;
  isCustomer: boolean;
  accessType: GrantedAccessType;
  shareholderId: string | null;
  customRoleId: string | null;
};
