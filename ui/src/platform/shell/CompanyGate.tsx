import type { AccessType } from '@andel/domain/shared';
import type { ReactNode } from 'react';
import { useCompanyGate } from './useCompanyGate';

type CompanyGateProps = {
  orgNo: string;
  /** The access types the app serves; see `holdsAccess`. */
  accessTypes: readonly AccessType[];
  shareholderId?: string;
  children: ReactNode;
};

/** Renders its content once the company has loaded and the user holds an access this app serves. */
export const CompanyGate = ({ orgNo, accessTypes, shareholderId, children }: CompanyGateProps) =>
  useCompanyGate(orgNo, accessTypes, shareholderId) ?? children;
