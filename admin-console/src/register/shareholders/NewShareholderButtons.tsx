import type { NewShareholder } from '@andel/domain/shared';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import BusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiFetch, fieldErrorsOf, useNotify } from '@andel/ui/shell';

type Kind = 'PERSON' | 'COMPANY';
const titleKey: Record<Kind, string> = { PERSON: 'shareholders.new.person', COMPANY: 'shareholders.new.company' };

/** Asks for the new holder's name and creates the holder only when it is saved; cancelling leaves nothing behind. */
const NewShareholderDialog = ({ kind, onClose }: { kind: Kind; onClose: () => void }) => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrorKey('required');
    setBusy(true);
    try {
      const { shareholderId } = await apiFetch<NewShareholder>('/shareholder/new-shareholder', { method: 'POST', body: { orgNo, shareholderType: kind, name } });
      await queryClient.invalidateQueries();
      navigate(`/company/${orgNo}/shareholders/list/${shareholderId}/details`);
    } catch (error) {
      const refused = fieldErrorsOf(error).name;
      if (refused) setErrorKey(refused);
      else notify({ messageKey: 'general-error', severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="new-shareholder-title">
      <form onSubmit={(event) => void create(event)} noValidate>
        <DialogTitle id="new-shareholder-title">{t(titleKey[kind])}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('shareholders.new.help')}</DialogContentText>
          <TextField
            autoFocus
            label={t('shareholders.fields.shareholderName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrorKey(null);
            }}
            error={errorKey !== null}
            helperText={errorKey ? t(errorKey) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shareholders.new.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('shareholders.new.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** "New person" and "New company": each asks for the name first, then opens the new holder's details to fill in. */
export const NewShareholderButtons = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Kind | null>(null);
  return (
    <>
      <Button startIcon={<PersonAddIcon />} onClick={() => setOpen('PERSON')}>
        {t('shareholders.new.person')}
      </Button>
      <Button startIcon={<BusinessIcon />} onClick={() => setOpen('COMPANY')}>
        {t('shareholders.new.company')}
      </Button>
      {open && <NewShareholderDialog kind={open} onClose={() => setOpen(null)} />}
    </>
  );
};
