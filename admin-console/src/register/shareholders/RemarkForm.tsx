import type { ShareholderRecord } from '@andel/domain/shared';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@andel/ui/shell';
import { SectionCard } from './SectionCard';
import { useEditableSection } from './useEditableSection';

export const RemarkForm = ({ shareholder, onSaved }: { shareholder: ShareholderRecord; onSaved: () => void }) => {
  const { t } = useTranslation();
  const [remark, setRemark] = useState(shareholder.remark ?? '');
  const section = useEditableSection(() => apiFetch(`/shareholder/${shareholder.id}/remark`, { method: 'PUT', body: { remark: remark || null } }), onSaved);
  return (
    <SectionCard
      titleKey="shareholders.remark.title"
      mode={section.mode}
      onEdit={section.edit}
      onCancel={section.cancel}
      onSubmit={() => void section.submit()}
      view={<Typography color={shareholder.remark ? undefined : 'text.secondary'}>{shareholder.remark ?? t('shareholders.remark.none')}</Typography>}
      form={<TextField fullWidth multiline minRows={3} label={t('shareholders.remark.title')} value={remark} onChange={(event) => setRemark(event.target.value)} autoFocus />}
    />
  );
};
