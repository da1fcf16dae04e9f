import type { PortfolioCompanyItem } from '@andel/domain/shared';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@andel/ui/shell';
import { usePortfolio } from '../../platform/portfolios/usePortfolio';
import { batchProjectPath } from './batch-project-paths';
import { CreateBatchProjectDialog } from './CreateBatchProjectDialog';
import { useBatchProjects } from './useBatchProjects';

/** The companies of the scope a batch can be made for: those the user administers as a customer, each once. */
const batchCandidates = (items: readonly PortfolioCompanyItem[]) => [
  ...new Map(items.filter(({ accessType, isCustomer }) => accessType === 'ADMIN' && isCustomer).map((item) => [item.organisationNumber, item])).values(),
];

/**
 * The portfolio's batch projects (issue 27): each batch with its companies and notices sent, opening its overview, and
 * the wizard that makes one from the scope's administered companies.
 */
export const BatchProjectList = () => {
  const { t } = useTranslation();
  const { scope = 'all' } = useParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const batches = useBatchProjects();
  const portfolio = usePortfolio(scope);
  const candidates = batchCandidates(portfolio.data?.companyItems ?? []);
  return (
    <Stack spacing={2}>
      <Typography variant="h2">{t('batchProjects.title')}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('batchProjects.intro')}</Typography>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} disabled={!portfolio.data} onClick={() => setCreating(true)}>
          {t('batchProjects.new')}
        </Button>
      </div>
      {batches.isPending ? (
        <LoadingState />
      ) : batches.isError ? (
        <ErrorState error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.length === 0 ? (
        <Typography>{t('batchProjects.empty')}</Typography>
      ) : (
        <List aria-label={t('batchProjects.list')}>
          {batches.data.map((batch) => (
            <ListItemButton key={batch.id} component={RouterLink} to={batchProjectPath(scope, batch.id)}>
              <ListItemText primary={batch.projectName} secondary={t('batchProjects.list.summary', { companies: batch.companies, meetingDate: batch.meetingDate, sent: batch.noticesSent })} />
            </ListItemButton>
          ))}
        </List>
      )}
      {creating && <CreateBatchProjectDialog companies={candidates} onCreated={(id) => void navigate(batchProjectPath(scope, id))} onClose={() => setCreating(false)} />}
    </Stack>
  );
};
