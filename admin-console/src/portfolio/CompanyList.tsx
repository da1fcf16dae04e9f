import Card from '@mui/material/Card';
import List from '@mui/material/List';
import { EmptyState } from '../shell';
import { CompanyListItem } from './CompanyListItem';
import type { CompanyTab } from './portfolio-scopes';
import type { PortfolioCompany } from './portfolio-types';
import { useStarCompany } from './useStarCompany';

const emptyTextKey: Record<CompanyTab, string> = {
  all: 'portfolio.companies.empty',
  starred: 'portfolio.companies.emptyStarred',
  'not-connected': 'portfolio.companies.emptyNotConnected',
};

/** The companies of one scope and tab, or what it means that there are none. */
export const CompanyList = ({ companies, scope, tab }: { companies: PortfolioCompany[]; scope: string; tab: CompanyTab }) => {
  const star = useStarCompany(scope);
  if (companies.length === 0) return <EmptyState textKey={emptyTextKey[tab]} />;
  return (
    <Card>
      <List disablePadding>
        {companies.map((company) => (
          <CompanyListItem
            key={`${company.organisationNumber}:${company.accessType}`}
            company={company}
            onStar={(starred) => star.mutate({ company, starred })}
          />
        ))}
      </List>
    </Card>
  );
};
