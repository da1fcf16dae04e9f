import type { ReactNode } from 'react';
import { RegistrationPage } from './platform/users/RegistrationPage';
import { RequireUser } from './shell';

/** A page for signed-in users; the first-login registration comes first until the terms are accepted. */
export const SignedIn = ({ children }: { children: ReactNode }) => (
  <RequireUser termsGate={<RegistrationPage />}>{children}</RequireUser>
);
