import { isEmail, votedAgendaItemIds, votingInstructionValues, type NoticeForShareholderView, type PowerOfAttorneyRecipientRole, type VotingInstruction } from '@andel/domain/shared';
import { ApiError } from '@andel/ui/shell';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeCall } from '@andel/ui/board-meeting';
import { noticeAgendaItemLabel as agendaItemLabel } from '@andel/ui/notice-view';

type Props = { notice: NoticeForShareholderView; noticeId: string; password: string | null; onChanged: () => void };

/**
 * The power-of-attorney tab (seed 002, sections 2, 4 and 5): the power given with its recipient and a revoke button,
 * or the give form (a role; a shareholder, the giver excluded; another person's name and email) with a voting
 * instruction per item voted on. The server checks every rule and answers with its key.
 */
export const PowerOfAttorneyTab = ({ notice, noticeId, password, onChanged }: Props) => {
  const { t, i18n } = useTranslation();
  const [role, setRole] = useState<PowerOfAttorneyRecipientRole | ''>('');
  const [shareholderId, setShareholderId] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [instructions, setInstructions] = useState<Record<string, VotingInstruction>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const path = `/general-meeting/${notice.projectId}/poa/${encodeURIComponent(noticeId)}`;
  const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.code ? t(error.code, error.params) : t(fallback));

  const give = useMutation({
    mutationFn: () =>
      noticeCall<{ poaRecipientName: string }>(path, password, {
        method: 'POST',
        body: { poaRecipientRole: role, poaRecipientShareholderId: shareholderId || null, poaRecipientName: name, poaRecipientEmail: email, votingInstructions: instructions },
      }),
    onSuccess: (power) => {
      setMessage({ severity: 'success', text: t('noticeForShareholder.poaGiven', { name: power.poaRecipientName }) });
      onChanged();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'powersOfAttorney.emailMatchesShareholder') setRole('shareholder');
      setMessage({ severity: 'error', text: failure(error, 'noticeForShareholder.decisions.failedToGivePoA') });
    },
  });
  const revoke = useMutation({
    mutationFn: () => noticeCall(path, password, { method: 'DELETE' }),
    onSuccess: () => {
      setMessage({ severity: 'success', text: t('noticeForShareholder.poaRevoked') });
      onChanged();
    },
    onError: (error) => setMessage({ severity: 'error', text: failure(error, 'noticeForShareholder.decisions.failedToRevokePoA') }),
  });

  const feedback = message && <Alert severity={message.severity}>{message.text}</Alert>;
  if (notice.tabs.powerOfAttorneyGiven)
    return (
      <Stack spacing={2}>
        {feedback}
        <Typography>{t('noticeForShareholder.poa.givenTo', { name: notice.poaRecipientName })}</Typography>
        {Object.entries(notice.votingInstructions).map(([itemId, instruction]) => (
          <Typography key={itemId} variant="body2">
            {agendaItemLabel(t, i18n.language, notice.mattersForVoting, itemId)}: {t(`votingInstruction.${instruction}`)}
          </Typography>
        ))}
        <Button variant="outlined" color="error" disabled={revoke.isPending || notice.meetingFinished} onClick={() => revoke.mutate()} sx={{ alignSelf: 'start' }}>
          {t('noticeForShareholder.poa.revoke')}
        </Button>
      </Stack>
    );

  const roleLabel = (option: PowerOfAttorneyRecipientRole) =>
    t(`noticeForShareholder.poa.role.${option}`, { name: option === 'ceo' ? notice.ceoName : option === 'chairperson' ? notice.chairpersonName : '' });
  const invalid = !role || (role === 'shareholder' && !shareholderId) || (role === 'other' && (!name.trim() || !isEmail(email.trim())));
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => { event.preventDefault(); give.mutate(); }}>
      {feedback}
      <Typography>{t('noticeForShareholder.poa.intro')}</Typography>
      <RadioGroup aria-label={t('noticeForShareholder.poa.role')} value={role} onChange={(event) => setRole(event.target.value as PowerOfAttorneyRecipientRole)}>
        {notice.recipientRoles.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={roleLabel(option)} />
        ))}
      </RadioGroup>
      {role === 'shareholder' && (
        <TextField select label={t('noticeForShareholder.poa.shareholder')} value={shareholderId} onChange={(event) => setShareholderId(event.target.value)}>
          {notice.shareholders.map((holder) => (
            <MenuItem key={holder.shareholderId} value={holder.shareholderId}>
              {holder.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {role === 'other' && (
        <>
          <TextField label={t('noticeForShareholder.poa.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <TextField label={t('noticeForShareholder.poa.email')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </>
      )}
      <Typography variant="h2" sx={{ fontSize: 18 }}>
        {t('noticeForShareholder.poa.instructions')}
      </Typography>
      {votedAgendaItemIds(notice.mattersForVoting).map((itemId) => (
        <TextField
          key={itemId}
          select
          label={agendaItemLabel(t, i18n.language, notice.mattersForVoting, itemId)}
          value={instructions[itemId] ?? 'discretion'}
          onChange={(event) => setInstructions({ ...instructions, [itemId]: event.target.value as VotingInstruction })}
        >
          {votingInstructionValues.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`votingInstruction.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Button type="submit" variant="contained" disabled={invalid || give.isPending} sx={{ alignSelf: 'start' }}>
        {t('noticeForShareholder.poa.give')}
      </Button>
    </Stack>
  );
};
