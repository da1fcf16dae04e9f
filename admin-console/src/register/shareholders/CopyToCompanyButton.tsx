import type { CopiedShareholders } from '@andel/domain/shared';
import CopyIcon from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { administeredCompanies, apiFetch, errorMessageKey, useLoggedOnUser, useNotify } from '@andel/ui/shell';

/**
 * The shareholder list's bulk action "Copy to company": copies the selected holders' personal and contact
 * details to another company the user administers (`POST /shareholder/{orgNo}/copy`); the server skips
 * holders the target already has and answers how many it copied.
 */
export const CopyToCompanyButton = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const { data: user } = useLoggedOnUser();
  const targets = administeredCompanies(user).filter((company) => company.organisationNumber !== orgNo);
  const [open, setOpen] = useState(false);
  const [toOrgNo, setToOrgNo] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await apiFetch<CopiedShareholders>(`/shareholder/${encodeURIComponent(orgNo)}/copy`, {
        method: 'POST',
        body: { fromOrgNo: orgNo, toOrgNo, shareholderIds: selectedIds },
      });
      notify({ messageKey: 'shareholders.copy.success', params: result, severity: 'success' });
      setOpen(false);
      onUnselectItems();
    } catch (error) {
      const key = errorMessageKey(error);
      notify({ messageKey: key === 'general-error' ? 'shareholders.copy.error' : key, severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<CopyIcon />} onClick={() => setOpen(true)}>
        {t('shareholders.copy.menu')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('shareholders.copy.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('shareholders.copy.intro')}</DialogContentText>
          {targets.length === 0 ? (
            <Alert severity="info">{t('shareholders.copy.noTargets')}</Alert>
          ) : (
            <TextField select fullWidth label={t('shareholders.copy.target')} value={toOrgNo} onChange={(event) => setToOrgNo(event.target.value)}>
              {targets.map((company) => (
                <MenuItem key={company.organisationNumber} value={company.organisationNumber}>
                  {company.name} ({company.organisationNumber})
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('shareholderImport.cancel')}</Button>
          <Button variant="contained" disabled={!toOrgNo} loading={busy} onClick={() => void submit()}>
            {t('shareholders.copy.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
