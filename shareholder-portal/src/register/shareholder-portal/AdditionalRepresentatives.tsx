import { languages, ZEmailSchema, ZRequiredSchema, type HolderRepresentatives, type Language, type RepresentativeRow } from '@andel/domain/shared';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { apiFetch, currentLanguage, EmptyState, errorMessageKey, ErrorState, fieldErrorsOf, FormError, LoadingState, useFormErrors, useNotify, validateForm } from '@andel/ui/shell';

const ZInviteFormSchema = z.object({ email: ZRequiredSchema.pipe(ZEmailSchema), language: z.enum(languages) });

/** Invite a representative: the address (required, valid) and the language of the email. */
const InviteDialog = ({ submit, onClose }: { submit: (values: z.infer<typeof ZInviteFormSchema>) => Promise<unknown>; onClose: () => void }) => {
  const { t } = useTranslation();
  const [values, setValues] = useState<{ email: string; language: Language }>({ email: '', language: currentLanguage() });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { setErrors, fieldProps } = useFormErrors();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(ZInviteFormSchema, values);
    setErrors(errors ?? {});
    if (!data) return;
    setPending(true);
    setError(null);
    try {
      await submit(data);
      onClose();
    } catch (failure) {
      setError(failure);
      setErrors(fieldErrorsOf(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-representative-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="invite-representative-title">{t('shareholderPortal.representatives.invite')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('shareholderPortal.representatives.inviteText')}</DialogContentText>
          <FormError error={error} />
          <TextField
            label={t('shareholderPortal.representatives.email')}
            type="email"
            required
            autoFocus
            fullWidth
            margin="normal"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            {...fieldProps('email')}
          />
          <TextField select label={t('shareholderPortal.representatives.language')} fullWidth margin="normal" value={values.language} onChange={(event) => setValues({ ...values, language: event.target.value as Language })}>
            {languages.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`language.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shareholderPortal.representatives.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('shareholderPortal.representatives.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * `/shareholder/{orgNo}/{shareholderId}/additional-representatives`: who acts for the holder in the portal. The
 * holder invites representatives by email and removes them; a representative sees the list only.
 */
export const AdditionalRepresentatives = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { orgNo = '', shareholderId = '' } = useParams();
  const queryKey = ['shareholder-representatives', orgNo, shareholderId];
  const { data, isPending, error, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiFetch<HolderRepresentatives>(`/shareholder-view/${encodeURIComponent(orgNo)}/${encodeURIComponent(shareholderId)}/representatives`, { signal }),
  });
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<RepresentativeRow | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const invite = useMutation({
    mutationFn: (values: z.infer<typeof ZInviteFormSchema>) =>
      apiFetch(`/invitation/${encodeURIComponent(orgNo)}/SHAREHOLDER_REPRESENTATIVE/invite`, { method: 'POST', body: { ...values, shareholderId } }),
    onSuccess: () => {
      notify({ messageKey: 'shareholderPortal.representatives.invited', severity: 'success' });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch(`/shareholder/${encodeURIComponent(shareholderId)}/delete-representatives`, { method: 'POST', body: { ids: [id] } }),
    onSuccess: () => notify({ messageKey: 'shareholderPortal.representatives.removed', severity: 'success' }),
    onError: (failure) => notify({ messageKey: errorMessageKey(failure), severity: 'error' }),
    onSettled: () => {
      setRemoving(null);
      refresh();
    },
  });
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { canManage, representatives } = data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography sx={{ color: 'text.secondary', flex: '1 1 20rem' }}>{t('shareholderPortal.representatives.intro')}</Typography>
        {canManage && (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('shareholderPortal.representatives.invite')}
          </Button>
        )}
      </Box>
      {representatives.length === 0 ? (
        <EmptyState textKey="shareholderPortal.representatives.empty" />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('shareholderPortal.representatives.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('shareholderPortal.representatives.name')}</TableCell>
                <TableCell>{t('shareholderPortal.representatives.email')}</TableCell>
                <TableCell>{t('shareholderPortal.representatives.state')}</TableCell>
                {canManage && <TableCell align="right" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {representatives.map((representative) => (
                <TableRow key={representative.id}>
                  <TableCell>{representative.name ?? '—'}</TableCell>
                  <TableCell>{representative.email}</TableCell>
                  <TableCell>
                    <Chip size="small" color={representative.state === 'ACTIVE' ? 'success' : 'default'} label={t(`shareholderPortal.representatives.state.${representative.state}`)} />
                  </TableCell>
                  {canManage && (
                    <TableCell align="right">
                      <Button size="small" color="error" onClick={() => setRemoving(representative)}>
                        {t('shareholderPortal.representatives.remove')}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {inviting && <InviteDialog submit={(values) => invite.mutateAsync(values)} onClose={() => setInviting(false)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-representative-title">
        <DialogTitle id="remove-representative-title">{t('shareholderPortal.representatives.remove')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('shareholderPortal.representatives.removeConfirm', { name: removing?.name ?? removing?.email ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{t('shareholderPortal.representatives.cancel')}</Button>
          <Button color="error" variant="contained" loading={remove.isPending} onClick={() => removing && remove.mutate(removing.id)}>
            {t('shareholderPortal.representatives.confirmRemove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
