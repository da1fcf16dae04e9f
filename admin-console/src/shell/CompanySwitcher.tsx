import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessTypeChip } from './AccessTypeChip';
import type { UserCompany } from './logged-on-user';
import { useOpenCompany } from './useOpenCompany';

type CompanySwitcherProps = { companies: UserCompany[]; currentOrgNo: string | null };

/** The current company's name; opens a list of the user's companies, each opened by its access type. */
export const CompanySwitcher = ({ companies, currentOrgNo }: CompanySwitcherProps) => {
  const { t } = useTranslation();
  const openCompany = useOpenCompany();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = companies.find((company) => company.organisationNumber === currentOrgNo);

  const choose = (company: UserCompany) => {
    setAnchor(null);
    openCompany(company);
  };

  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, maxWidth: { xs: 180, sm: 320 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {current?.name ?? t('shell.companySwitcher.choose')}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
        {companies.map((company) => (
          <MenuItem
            key={`${company.organisationNumber}:${company.accessType}`}
            selected={company.organisationNumber === currentOrgNo}
            onClick={() => choose(company)}
            sx={{ gap: 2 }}
          >
            <ListItemText primary={company.name} secondary={company.organisationNumber} />
            <AccessTypeChip accessType={company.accessType} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
