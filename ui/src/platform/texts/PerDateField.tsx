import { isSaneLocalDate } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A per-date variable just inserted: where its node is, where its chip is shown, and the date it has (today at first). */
export type PerDateStep = { position: number; anchor: () => Element | null; date: string };

/**
 * The date of a per-date variable, asked right after it is picked: focused at once, Enter sets the date typed, Esc
 * (or leaving the field without a valid date) keeps the one it has. Either way the caret goes back to the text.
 */
export const PerDateField = ({ step, onDone }: { step: PerDateStep; onDone: (date: string | null) => void }) => {
  const { t } = useTranslation();
  const [date, setDate] = useState(step.date);
  const anchor = { getBoundingClientRect: () => step.anchor()?.getBoundingClientRect() ?? new DOMRect() };
  const valid = isSaneLocalDate(date);
  return (
    // Kept inside the editor's dialog (if any), whose focus trap would otherwise take the focus back.
    <Popper open anchorEl={anchor} placement="bottom-start" disablePortal popperOptions={{ strategy: 'fixed' }} sx={{ zIndex: 11000 }}>
      <Paper elevation={4} sx={{ p: 1.5, maxWidth: 280 }}>
        <TextField
          type="date"
          size="small"
          autoFocus
          label={t('texts.picker.dateLabel')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={!valid}
          helperText={t('texts.picker.dateHint')}
          slotProps={{ inputLabel: { shrink: true } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onDone(valid ? date : null);
            } else if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              onDone(null);
            }
          }}
          onBlur={() => onDone(valid ? date : null)}
        />
      </Paper>
    </Popper>
  );
};
