import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEdit } from '@andel/ui/shell';
import type { SectionMode } from './useEditableSection';

type Props = { titleKey: string; mode: SectionMode; view: ReactNode; form: ReactNode; onEdit: () => void; onCancel: () => void; onSubmit: () => void };

/** A card that shows a value, or a small form for it while editing; only those who may edit shareholders see the edit button. */
export const SectionCard = ({ titleKey, mode, view, form, onEdit, onCancel, onSubmit }: Props) => {
  const { t } = useTranslation();
  const canEdit = useCanEdit('shareholders');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card component={mode === 'view' ? 'div' : 'form'} onSubmit={mode === 'view' ? undefined : submit}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t(titleKey)}
        </Typography>
        {mode === 'view' ? view : form}
      </CardContent>
      <CardActions>
        {mode === 'view' ? (
          canEdit && <Button onClick={onEdit}>{t('shareholders.section.edit')}</Button>
        ) : (
          <>
            <Button type="submit" variant="contained" disabled={mode === 'saving'}>
              {t('shareholders.section.save')}
            </Button>
            <Button onClick={onCancel} disabled={mode === 'saving'}>
              {t('shareholders.section.cancel')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
};
