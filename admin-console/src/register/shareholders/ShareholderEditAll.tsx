import type { ShareholderFieldName, ShareholderRecord } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '@andel/ui/shell';
import { ShareholderField } from './ShareholderField';
import { fieldValue } from './shareholder-record';

const columns = (isCompany: boolean): ShareholderFieldName[] => [
  'shareholderName',
  isCompany ? 'companyNumber' : 'nationalId',
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
];

const isIncomplete = (record: ShareholderRecord) => columns(record.isCompany).some((field) => !fieldValue(record, field));

/** `/company/{orgNo}/shareholders/edit`: every shareholder's main fields in one grid, each stored 1 s after typing. */
export const ShareholderEditAll = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const onlyIncomplete = search.has('incomplete');
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['shareholders', orgNo, 'edit-all'],
    queryFn: () =>
      apiFetch<ShareholderRecord[]>(
        `/company/${orgNo}/shareholders/list?${new URLSearchParams({ filter: '{"status":"all"}', sort: '["name","ASC"]', range: '[0,999]' })}`,
      ),
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const rows = onlyIncomplete ? data.filter(isIncomplete) : data;
  return (
    <Box sx={{ p: { xs: 0, md: 2 } }}>
      <Typography variant="h1">{t('shareholders.editAll')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('shareholders.editAll.help')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={onlyIncomplete} onChange={(event) => setSearch(event.target.checked ? { incomplete: '' } : {})} />}
        label={t('shareholders.editAll.onlyIncomplete')}
      />
      {rows.length === 0 ? (
        <EmptyState textKey="shareholders.editAll.empty" />
      ) : (
        // On a desktop the columns share the page's width, so none is cut off; on a phone each keeps a usable width and
        // the grid scrolls sideways inside itself.
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ tableLayout: { md: 'fixed' } }}>
            <TableHead>
              <TableRow>
                {columns(false).map((field) => (
                  <TableCell key={field} sx={{ px: 0.5 }}>{t(field === 'nationalId' ? 'shareholders.fields.identification' : `shareholders.fields.${field}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((record) => (
                <TableRow key={record.id}>
                  {columns(record.isCompany).map((field) => (
                    <TableCell key={field} sx={{ minWidth: { xs: 150, md: 0 }, px: 0.5, verticalAlign: 'top' }}>
                      <ShareholderField dense shareholderId={record.id} fieldName={field} initial={fieldValue(record, field)} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
