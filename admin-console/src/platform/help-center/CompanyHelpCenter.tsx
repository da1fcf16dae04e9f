import { useParams } from 'react-router';
import { LoadingState, useCompany } from '@andel/ui/shell';
import { HelpCenter } from './HelpCenter';

/** `/company/{orgNo}/help-center`: the company-level help, whose articles link to the company's own pages. */
export const CompanyHelpCenter = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  return company ? <HelpCenter company={{ orgNo, name: company.name }} /> : <LoadingState />;
};
