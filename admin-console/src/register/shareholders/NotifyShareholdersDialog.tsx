import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { isEmail, type Language, type ShareholderRecord, type InvitedShareholders } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiFetch, currentLanguage, ErrorState, LoadingState, useCompany, useNotify } from '@andel/ui/shell';

/** The seed offers English and Norwegian for these emails. */
const notifyLanguages: Language[] = ['nb', 'en'];
const holdersPath = (orgNo: string) =>
  `/company/${encodeURIComponent(orgNo)}/shareholders/list?${new URLSearchParams({ filter: JSON.stringify({ status: 'current' }), sort: '["name","ASC"]', range: '[0,999]' })}`;

const NotifyShareholdersForm = ({ orgNo, onClose }: { orgNo: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { data: company } = useCompany(orgNo);
  const holders = useQuery({ queryKey: ['notify-shareholders', orgNo], queryFn: () => apiFetch<ShareholderRecord[]>(holdersPath(orgNo)) });
  const [emails, setEmails] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [language, setLanguage] = useState<Language>(currentLanguage() === 'en' ? 'en' : 'nb');
  const [personalNoteText, setPersonalNoteText] = useState('');
  const send = useMutation({
    mutationFn: (shareholders: { shareholderId: string; email: string }[]) =>
      apiFetch<InvitedShareholders>(`/invitation/${encodeURIComponent(orgNo)}/invite-shareholders`, { method: 'POST', body: { shareholders, language, personalNoteText } }),
    onSuccess: ({ count }) => {
      notify({ messageKey: 'shareholders.notify.all.success', params: { count }, severity: 'success' });
      onClose();
    },
    onError: () => notify({ messageKey: 'shareholders.notify.all.error', severity: 'error' }),
  });

  if (holders.isPending) return <LoadingState />;
  if (holders.isError) return <ErrorState error={holders.error} />;
  const emailOf = (holder: ShareholderRecord) => (emails[holder.id] ?? holder.email ?? '').trim();
  const chosen = holders.data.filter((holder) => selected.has(holder.id));
  const portalOn = company?.shareholderPortalEnabled ?? false;
  const canSend = portalOn && chosen.length > 0 && chosen.every((holder) => isEmail(emailOf(holder))) && !send.isPending;
  const toggle = (id: string) => setSelected((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));

  return (
    <>
      <DialogContent>
        {!portalOn && <Alert severity="warning" sx={{ mb: 2 }}>{t('shareholders.notify.portalOff')}</Alert>}
        <Typography sx={{ mb: 2 }}>{t('shareholders.notify.intro')}</Typography>
        {holders.data.length === 0 ? (
          <Typography>{t('shareholders.notify.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    inputProps={{ 'aria-label': t('shareholders.notify.selectAll') }}
                    checked={selected.size === holders.data.length}
                    indeterminate={selected.size > 0 && selected.size < holders.data.length}
                    onChange={(event) => setSelected(new Set(event.target.checked ? holders.data.map((holder) => holder.id) : []))}
                  />
                </TableCell>
                <TableCell>{t('shareholders.notify.holder')}</TableCell>
                <TableCell>{t('shareholders.notify.email')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {holders.data.map((holder) => {
                const email = emailOf(holder);
                const invalid = selected.has(holder.id) && !isEmail(email);
                return (
                  <TableRow key={holder.id}>
                    <TableCell padding="checkbox">
                      <Checkbox inputProps={{ 'aria-label': holder.name ?? '' }} checked={selected.has(holder.id)} onChange={() => toggle(holder.id)} />
                    </TableCell>
                    <TableCell>{holder.name}</TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="email"
                        fullWidth
                        value={emails[holder.id] ?? holder.email ?? ''}
                        onChange={(event) => setEmails({ ...emails, [holder.id]: event.target.value })}
                        error={invalid}
                        helperText={invalid ? t(email ? 'email-field.invalid-email' : 'required') : undefined}
                        slotProps={{ htmlInput: { 'aria-label': `${t('shareholders.notify.email')} ${holder.name ?? ''}` } }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        <TextField select label={t('shareholders.notify.language')} fullWidth margin="normal" value={language} onChange={(event) => setLanguage(event.target.value as Language)}>
          {notifyLanguages.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`language.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('shareholders.notify.personalNote')} fullWidth multiline minRows={2} margin="normal" value={personalNoteText} onChange={(event) => setPersonalNoteText(event.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('companyUsers.cancel')}</Button>
        <Button variant="contained" disabled={!canSend} loading={send.isPending} onClick={() => send.mutate(chosen.map((holder) => ({ shareholderId: holder.id, email: emailOf(holder) })))}>
          {t('shareholders.notify.send')}
        </Button>
      </DialogActions>
    </>
  );
};

/** Notify shareholders: the button on the shareholder list and its dialog (only holders with shares are listed). */
export const NotifyShareholdersButton = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<NotificationsIcon />} onClick={() => setOpen(true)}>
        {t('shareholders.notify.button')}
      </Button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} fullWidth maxWidth="md">
          <DialogTitle>{t('shareholders.notify.title')}</DialogTitle>
          <NotifyShareholdersForm orgNo={orgNo} onClose={() => setOpen(false)} />
        </Dialog>
      )}
    </>
  );
};
