import type { BoardMeetingRecipient } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExtraParticipantsFields } from './ExtraParticipantsFields';
import type { NoticeForm } from './notice-form';

type RecipientsPanelProps = { recipients: BoardMeetingRecipient[]; value: NoticeForm; onChange: (change: Partial<NoticeForm>) => void; errors: Record<string, string> };

/** Who the notice goes to: the company's board roles in board order, ticked or not, and extra participants. */
export const RecipientsPanel = ({ recipients, value, onChange, errors }: RecipientsPanelProps) => {
  const { t } = useTranslation();
  const toggle = (id: string, checked: boolean) =>
    onChange({ participants: checked ? [...value.participants.filter((chosen) => chosen !== id), id] : value.participants.filter((chosen) => chosen !== id) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {recipients.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('boardMeetings.recipients.noBoard')}</Typography>
      ) : (
        <FormGroup>
          {recipients.map((recipient) => (
            <FormControlLabel
              key={recipient.companyroleId}
              control={<Checkbox checked={value.participants.includes(recipient.companyroleId)} onChange={(event) => toggle(recipient.companyroleId, event.target.checked)} />}
              label={t('boardMeetings.recipient.label', { name: recipient.name, role: t(`companyRole.${recipient.role}`), email: recipient.email ?? t('boardMeetings.recipient.noEmail') })}
            />
          ))}
        </FormGroup>
      )}
      {errors.participants && <Typography color="error">{t(errors.participants)}</Typography>}
      <ExtraParticipantsFields value={value.extraParticipants} onChange={(extraParticipants) => onChange({ extraParticipants })} errors={errors} />
    </Box>
  );
};
