import type { PortfolioSummary } from '@andel/domain/shared';
import AddIcon from '@mui/icons-material/Add';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { administeredCompanies, useLoggedOnUser } from '@andel/ui/shell';
import { AddCompaniesDialog } from './AddCompaniesDialog';
import { CreatePortfolioDialog } from './CreatePortfolioDialog';
import { isScopeKind } from './portfolio-scopes';
import { PortfolioSettingsDialog } from './PortfolioSettingsDialog';

type Dialog = 'create' | 'settings' | 'addCompanies' | null;

/**
 * The page title and the portfolio actions: a portfolio instance can be filled and changed; any admin may create
 * a portfolio (seed: platform core, section 6).
 */
export const PortfolioHeader = ({ scope, instance }: { scope: string; instance: PortfolioSummary | undefined }) => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayCreate = administeredCompanies(user).length > 0;
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {instance ? instance.name : t(isScopeKind(scope) ? `portfolio.scope.${scope}` : 'portfolio.title')}
      </Typography>
      {instance && (
        <>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('addCompanies')}>
            {t('portfolio.addCompanies.open')}
          </Button>
          <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => setDialog('settings')}>
            {t('portfolio.settings.open')}
          </Button>
        </>
      )}
      {mayCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('create')}>
          {t('portfolio.create.open')}
        </Button>
      )}
      {dialog === 'create' && <CreatePortfolioDialog onClose={close} />}
      {dialog === 'settings' && instance && <PortfolioSettingsDialog portfolio={instance} onClose={close} />}
      {dialog === 'addCompanies' && instance && <AddCompaniesDialog portfolio={instance} onClose={close} />}
    </Box>
  );
};
