import type { LoggedOnUserCompany } from '@andel/domain/shared';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { AccessTypeChip } from './AccessTypeChip';
import { LinkBehavior } from './LinkBehavior';
import { SwitcherMenu } from './SwitcherMenu';
import { useOpenCompany } from './useOpenCompany';

type CompanySwitcherProps = {
  companies: LoggedOnUserCompany[];
  currentOrgNo: string | null;
  /** The company search where the user is (a company's admin pages), offered after the companies. */
  searchPath: string | null;
};

/** The current company's name; opens a list of the user's companies, each opened by its access type, and the company search. */
export const CompanySwitcher = ({ companies, currentOrgNo, searchPath }: CompanySwitcherProps) => {
  const { t } = useTranslation();
  const openCompany = useOpenCompany();
  const current = companies.find((company) => company.organisationNumber === currentOrgNo);
  return (
    <SwitcherMenu label={current?.name ?? t('shell.companySwitcher.choose')}>
      {(close) => [
        ...companies.map((company) => (
          <MenuItem
            key={`${company.organisationNumber}:${company.accessType}`}
            selected={company.organisationNumber === currentOrgNo}
            onClick={() => {
              close();
              openCompany(company);
            }}
            sx={{ gap: 2 }}
          >
            <ListItemText primary={company.name} secondary={company.organisationNumber} />
            <AccessTypeChip accessType={company.accessType} />
          </MenuItem>
        )),
        ...(searchPath
          ? [
              <Divider key="search-divider" />,
              <MenuItem key="search" component={LinkBehavior} href={searchPath} onClick={close}>
                {t('shell.companySwitcher.search')}
              </MenuItem>,
            ]
          : []),
      ]}
    </SwitcherMenu>
  );
};
