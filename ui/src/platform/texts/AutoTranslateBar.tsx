import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import type { useAutoTranslate } from './useAutoTranslate';

/** The auto-translate switch with its direction and swap, and the info alert when an edit turned it off. */
export const AutoTranslateBar = <L extends string>({ state, languageName }: { state: ReturnType<typeof useAutoTranslate<L>>; languageName: (language: L) => string }) => {
  const { t } = useTranslation();
  if (!state.direction) return null;
  const { from, to } = state.direction;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {state.turnedOffByEdit && (
        <Alert severity="info" onClose={() => state.setOn(false)}>
          {t('ai.autoTranslate.off')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={state.on} onChange={(event) => state.setOn(event.target.checked)} />}
          label={t('ai.autoTranslate', { from: languageName(from), to: languageName(to) })}
        />
        <Button size="small" onClick={state.swap}>
          {t('ai.autoTranslate.swap')}
        </Button>
      </Box>
    </Box>
  );
};
