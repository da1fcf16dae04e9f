import { formatPercentPoints, type PortfolioCompanyItem, type Subsidiary } from '@andel/domain/shared';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';
import { ConnectCompaniesDialog } from './ConnectCompaniesDialog';

/** The overview lists a subsidiary once per owning company; the list and dialog show each once. */
const uniqueSubsidiaries = (subsidiaries: Subsidiary[]) => [...new Map(subsidiaries.map((s) => [s.organizationNumber, s])).values()];

type SubsidiaryListProps = { scope: string; subsidiaries: Subsidiary[]; companies: PortfolioCompanyItem[] };

/** The not-connected tab's subsidiaries: companies the user's companies own that are not on Andel yet, and the way to connect them. */
export const SubsidiaryList = ({ scope, subsidiaries, companies }: SubsidiaryListProps) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [open, setOpen] = useState(false);
  const unique = uniqueSubsidiaries(subsidiaries);
  const ownersOf = (orgNo: string) =>
    subsidiaries
      .filter((s) => s.organizationNumber === orgNo)
      .map((s) => t('portfolio.subsidiaries.owned', { owner: companies.find((c) => c.organisationNumber === s.sourceOrgNo)?.name ?? s.sourceOrgNo, percent: formatPercentPoints(s.ownershipInPercent, language) }))
      .join(' · ');
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
          {t('portfolio.subsidiaries.title')}
        </Typography>
        <Button variant="contained" startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
          {t('portfolio.connect.open')}
        </Button>
      </Box>
      <Card>
        <List disablePadding aria-label={t('portfolio.subsidiaries.title')}>
          {unique.map((subsidiary) => (
            <ListItem key={subsidiary.organizationNumber} divider>
              <ListItemText
                primary={subsidiary.name}
                secondary={[subsidiary.organizationNumber, ownersOf(subsidiary.organizationNumber), subsidiary.ceoName && t('portfolio.subsidiaries.ceo', { name: subsidiary.ceoName })]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {subsidiary.invitationPending && <Chip size="small" label={t('portfolio.subsidiaries.invitationPending')} />}
            </ListItem>
          ))}
        </List>
      </Card>
      {open && <ConnectCompaniesDialog scope={scope} subsidiaries={unique} onClose={() => setOpen(false)} />}
    </Box>
  );
};
