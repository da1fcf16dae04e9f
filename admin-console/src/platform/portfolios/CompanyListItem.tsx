import type { PortfolioCompanyItem, PortfolioSummary } from '@andel/domain/shared';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { AccessTypeChip } from '@andel/ui/shell';
import { CompanyPortfolioMenu } from './CompanyPortfolioMenu';
import { canOpenCompany, useCompanyOpener } from './useCompanyOpener';

type CompanyListItemProps = { company: PortfolioCompanyItem; portfolios: PortfolioSummary[]; onStar: (starred: boolean) => void };

const entryOf = (company: PortfolioCompanyItem) => ({ ...company, customRoleId: company.role?.customRoleId ?? null });

/** The star and the portfolio menu concern companies the user has access to. */
const hasAccess = (company: PortfolioCompanyItem) => company.accessType !== 'NONE' && company.accessType !== 'DRAFT';

/** A company row: name and organisation number (opens the company by access type), access badge, star and portfolio actions. */
export const CompanyListItem = ({ company, portfolios, onStar }: CompanyListItemProps) => {
  const { t } = useTranslation();
  const { open, dialog } = useCompanyOpener();
  const entry = entryOf(company);
  return (
    <ListItem
      disablePadding
      divider
      // Room for the star and the portfolio menu (the list item's own rule would leave room for one button).
      sx={{ '& > .MuiListItemButton-root': { pr: 14 } }}
      secondaryAction={
        hasAccess(company) && (
        <Box sx={{ display: 'flex' }}>
          <IconButton
            aria-label={t(company.starred ? 'portfolio.companies.unstar' : 'portfolio.companies.star', { name: company.name })}
            aria-pressed={company.starred}
            onClick={() => onStar(!company.starred)}
            sx={{ color: company.starred ? 'secondary.main' : 'action.active' }}
          >
            {company.starred ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
          <CompanyPortfolioMenu company={company} portfolios={portfolios} />
        </Box>
        )
      }
    >
      <ListItemButton onClick={() => open(entry)} disabled={!canOpenCompany(entry)}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, width: '100%' }}>
          <ListItemText
            primary={company.name}
            secondary={company.organisationNumber}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            sx={{ flex: '1 1 240px' }}
          />
          {company.state === 'pending' ? (
            <Chip size="small" color="warning" variant="outlined" label={t('portfolio.companies.state.pending')} />
          ) : (
            <AccessTypeChip accessType={company.accessType} roleName={company.role?.customRoleName} />
          )}
        </Box>
      </ListItemButton>
      {dialog}
    </ListItem>
  );
};
