import type { PortfolioCompanyItem, PortfolioSummary } from '@andel/domain/shared';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@andel/ui/shell';
import { CompanyListItem } from './CompanyListItem';
import { isScopeKind, type CompanyTab } from './portfolio-scopes';
import { useStarCompany } from './useStarCompany';

const emptyTextKey: Record<CompanyTab, string> = {
  all: 'portfolio.companies.empty',
  starred: 'portfolio.companies.emptyStarred',
  'not-connected': 'portfolio.companies.emptyNotConnected',
  'ar-status': 'portfolio.companies.empty',
};

type CompanyListProps = { companies: PortfolioCompanyItem[]; portfolios: PortfolioSummary[]; scope: string; tab: CompanyTab };

/** The companies of one scope and tab, or what it means that there are none. */
export const CompanyList = ({ companies, portfolios, scope, tab }: CompanyListProps) => {
  const { t } = useTranslation();
  const star = useStarCompany(scope);
  if (companies.length === 0)
    return <EmptyState textKey={tab === 'all' && !isScopeKind(scope) ? 'portfolio.instance.empty' : emptyTextKey[tab]} />;
  return (
    <Card>
      <List disablePadding aria-label={t('portfolio.companies.list')}>
        {companies.map((company) => (
          <CompanyListItem
            key={`${company.organisationNumber}:${company.accessType}:${company.shareholderId ?? ''}`}
            company={company}
            portfolios={portfolios}
            onStar={(starred) => star.mutate({ company, starred })}
          />
        ))}
      </List>
    </Card>
  );
};
