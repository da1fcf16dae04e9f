import { listedRefusals, type PublicRegisterLoadView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, FileButton, FormError, LoadingState, uploadFile } from '@andel/ui/shell';

const loadsKey = ['publicRegisterLoads'];
/** While a load runs, its progress is polled this often. */
const pollMs = 1_000;

const statusColor = { running: 'info', loaded: 'success', failed: 'error' } as const;

const LoadItem = ({ load }: { load: PublicRegisterLoadView }) => {
  const { t } = useTranslation();
  const percent = load.fileBytes > 0 ? Math.round((load.bytesRead / load.fileBytes) * 100) : 0;
  return (
    <ListItem disableGutters sx={{ display: 'block' }} data-testid={`public-register-load-${load.id}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>{load.year}</Typography>
        <Typography component="span">{load.fileName}</Typography>
        <Chip size="small" color={statusColor[load.status]} label={t(`publicRegister.backOffice.status.${load.status}`)} />
      </Stack>
      {load.status === 'running' && <LinearProgress variant="determinate" value={percent} aria-label={t('publicRegister.backOffice.status.running')} sx={{ my: 1 }} />}
      <Typography variant="body2">{t('publicRegister.backOffice.counts', { loaded: load.rowsLoaded, refused: load.rowsRefused, read: load.rowsRead })}</Typography>
      {load.errorCode && <Alert severity="error" sx={{ mt: 1 }}>{t(load.errorCode)}</Alert>}
      {load.refusedRows.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{t('publicRegister.backOffice.refusedRows')}</Typography>
          <List dense aria-label={t('publicRegister.backOffice.refusedRows')}>
            {load.refusedRows.map(({ rowNumber, reason }) => (
              <ListItem key={rowNumber} disableGutters>
                <ListItemText primary={`${t('publicRegister.backOffice.row', { rowNumber })}: ${t(`publicRegister.refusal.${reason}`)}`} />
              </ListItem>
            ))}
          </List>
          {load.rowsRefused > listedRefusals && <Typography variant="body2">{t('publicRegister.backOffice.moreRefused', { count: listedRefusals })}</Typography>}
        </Box>
      )}
    </ListItem>
  );
};

/** `/super-admin-backoffice/public-register`: upload a year's extract and follow its loads (polled while one runs). */
export const BackOfficePublicRegister = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const loads = useQuery({
    queryKey: loadsKey,
    queryFn: ({ signal }) => apiFetch<PublicRegisterLoadView[]>('/super-admin/public-register/loads', { signal }),
    refetchInterval: (query) => (query.state.data?.some((load) => load.status === 'running') ? pollMs : false),
  });
  const upload = async (file: File) => {
    setError(null);
    setUploading(0);
    try {
      await uploadFile<PublicRegisterLoadView>(`/super-admin/public-register/${encodeURIComponent(year)}?fileName=${encodeURIComponent(file.name)}`, file, setUploading, { raw: true });
      await queryClient.invalidateQueries({ queryKey: loadsKey });
    } catch (caught) {
      setError(caught);
    } finally {
      setUploading(null);
    }
  };
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('publicRegister.backOffice.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <TextField label={t('publicRegister.backOffice.year')} value={year} onChange={(event) => setYear(event.target.value)} size="small" sx={{ width: 120 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FileButton labelKey="publicRegister.backOffice.upload" accept=".csv,.txt,text/csv,text/plain" onFile={(file) => void upload(file)} disabled={uploading !== null} />
      </Stack>
      {uploading !== null && <LinearProgress variant="determinate" value={uploading} sx={{ mb: 2 }} />}
      <FormError error={error} />
      <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('publicRegister.backOffice.loads')}
      </Typography>
      {loads.isPending ? (
        <LoadingState />
      ) : loads.isError ? (
        <ErrorState error={loads.error} />
      ) : loads.data.length === 0 ? (
        <EmptyState textKey="publicRegister.backOffice.none" />
      ) : (
        <List>
          {loads.data.map((load) => (
            <LoadItem key={load.id} load={load} />
          ))}
        </List>
      )}
    </Box>
  );
};
