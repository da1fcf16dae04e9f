import { autoTextVariables, type AutoTextVariableType } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What the `/` picker shows while open: the matches, the highlighted one, where the caret is, and how to insert. */
export type PickerState = { items: AutoTextVariableType[]; selected: number; rect: () => DOMRect | null; choose: (type: AutoTextVariableType) => void };

const groupOf = (type: AutoTextVariableType) => autoTextVariables[type].group;

/** The `/` variable picker: at most 20 matching auto-texts under the caret, with their groups. */
export const VariablePicker = ({ state }: { state: PickerState | null }) => {
  const { t } = useTranslation();
  if (!state) return null;
  const anchor = { getBoundingClientRect: () => state.rect() ?? new DOMRect() };
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 11000 }}>
      <Paper elevation={4} sx={{ maxHeight: 320, overflow: 'auto', minWidth: 260 }}>
        <Typography variant="overline" sx={{ px: 2 }}>
          {t('texts.picker.title')}
        </Typography>
        {state.items.length === 0 ? (
          <Typography sx={{ px: 2, pb: 1, color: 'text.secondary' }}>{t('texts.picker.noMatches')}</Typography>
        ) : (
          <List dense role="listbox" aria-label={t('texts.picker.title')}>
            {state.items.map((type, index) => (
              <ListItemButton
                key={type}
                role="option"
                aria-selected={index === state.selected}
                selected={index === state.selected}
                // Keeps the editor's focus (and so the picker) while choosing with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => state.choose(type)}
              >
                <ListItemText primary={t(`texts.variable.${type}`)} secondary={t(`texts.group.${groupOf(type)}`)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Paper>
    </Popper>
  );
};
