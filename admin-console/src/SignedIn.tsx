import type { ReactNode } from 'react';
import { RecordAffiliate } from './platform/users/RecordAffiliate';
import { RegistrationPage } from './platform/users/RegistrationPage';
import { RequireUser } from '@andel/ui/shell';

/** A page for signed-in users; the first-login registration comes first until the terms are accepted. A partner's key waiting from `/affiliate/{key}` is recorded. */
export const SignedIn = ({ children }: { children: ReactNode }) => (
  <RequireUser termsGate={<RegistrationPage />}>
    <RecordAffiliate />
    {children}
  </RequireUser>
);
