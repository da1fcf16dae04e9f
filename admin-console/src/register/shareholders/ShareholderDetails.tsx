import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { DownloadButton, ErrorState, LoadingState } from '@andel/ui/shell';
import { CommitmentsSetting } from '../contributions/CommitmentsSetting';
import { HolderContributions } from '@andel/ui/contributions';
import { DeleteShareholderButton } from './DeleteShareholderButton';
import { PledgeForm } from './PledgeForm';
import { RemarkForm } from './RemarkForm';
import { RepresentativesCard } from './RepresentativesCard';
import { ShareholderField } from './ShareholderField';
import { ShareholderTransactions } from './ShareholderTransactions';
import { fieldOptions, fieldsFor, fieldValue } from './shareholder-record';
import { useShareholder } from './useShareholder';

const tabs = ['overview', 'transactions', 'details', 'commitments'] as const;

/** `/company/{orgNo}/shareholders/list/{id}/{tab}`: one shareholder, with the tabs of the seed. */
export const ShareholderDetails = () => {
  const { t, i18n } = useTranslation();
  const { orgNo = '', id = '', tab = 'overview' } = useParams();
  const { data: shareholder, isPending, error, refresh } = useShareholder(id);
  if (!tabs.includes(tab as (typeof tabs)[number])) return <Navigate to={`/company/${orgNo}/shareholders/list/${id}/overview`} replace />;
  if (isPending) return <LoadingState />;
  if (error || !shareholder) return <ErrorState error={error} onRetry={() => void refresh()} />;
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {shareholder.name ?? t('shareholders.unnamed')}
      </Typography>
      <DownloadButton path={`/shareholder-certificate/${id}?lang=${i18n.language}`} labelKey="certificate.download" errorKey="shareholders.error.downloadingCertificate" />
      <DeleteShareholderButton shareholder={shareholder} />
      <Tabs value={tab} sx={{ mb: 2 }}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`shareholders.tab.${name}`)} component={Link} to={`/company/${orgNo}/shareholders/list/${id}/${name}`} />
        ))}
      </Tabs>
      {tab === 'overview' && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PledgeForm shareholder={shareholder} onSaved={refresh} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RemarkForm shareholder={shareholder} onSaved={refresh} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RepresentativesCard representatives={shareholder.representatives} />
          </Grid>
        </Grid>
      )}
      {tab === 'details' && (
        <Paper sx={{ p: 2 }}>
          <Grid container spacing={2}>
            {fieldsFor(shareholder.isCompany).map((field) => (
              // The city follows a saved postal code, so its field starts again from the stored value.
              <Grid key={field === 'city' ? `city:${shareholder.city}` : field} size={{ xs: 12, sm: 6, md: 4 }}>
                <ShareholderField shareholderId={id} fieldName={field} initial={fieldValue(shareholder, field)} options={fieldOptions[field]} onSaved={refresh} />
              </Grid>
            ))}
          </Grid>
        </Paper>
      )}
      {tab === 'transactions' && <ShareholderTransactions orgNo={orgNo} shareholderId={id} />}
      {tab === 'commitments' && (
        <>
          <CommitmentsSetting orgNo={orgNo} />
          <HolderContributions path={`/shareholder/${encodeURIComponent(id)}/commitments`} />
        </>
      )}
    </Box>
  );
};
