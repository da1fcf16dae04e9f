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

/** `POST /company/accept-terms/{orgNo}`: when the company's terms were accepted (the first acceptance). */
export type CompanyTermsAccepted = { termsAcceptedAt: string };

/** `POST /company/{orgNo}/remark`: the company's note as saved; null when removed. */
export type CompanyRemark = { remark: string | null };
