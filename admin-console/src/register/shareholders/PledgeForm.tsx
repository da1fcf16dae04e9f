import type { ShareholderRecord } from '@andel/domain/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@andel/ui/shell';
import { SectionCard } from './SectionCard';
import { useEditableSection } from './useEditableSection';

export const PledgeForm = ({ shareholder, onSaved }: { shareholder: ShareholderRecord; onSaved: () => void }) => {
  const { t } = useTranslation();
  const [isPledged, setPledged] = useState(shareholder.isPledged);
  const [pledgeComment, setComment] = useState(shareholder.pledgeComment ?? '');
  const section = useEditableSection(
    () => apiFetch(`/shareholder/${shareholder.id}/pledge`, { method: 'PUT', body: { isPledged, pledgeComment: pledgeComment || null } }),
    onSaved,
  );
  return (
    <SectionCard
      titleKey="shareholders.pledge.title"
      mode={section.mode}
      onEdit={section.edit}
      onCancel={section.cancel}
      onSubmit={() => void section.submit()}
      view={<Typography>{shareholder.isPledged ? `${t('shareholders.pledge.pledged')}${shareholder.pledgeComment ? `: ${shareholder.pledgeComment}` : ''}` : t('shareholders.pledge.notPledged')}</Typography>}
      form={
        <>
          <FormControlLabel control={<Switch checked={isPledged} onChange={(event) => setPledged(event.target.checked)} autoFocus />} label={t('shareholders.pledge.pledged')} />
          <TextField fullWidth label={t('shareholders.pledge.comment')} value={pledgeComment} onChange={(event) => setComment(event.target.value)} disabled={!isPledged} />
        </>
      }
    />
  );
};
