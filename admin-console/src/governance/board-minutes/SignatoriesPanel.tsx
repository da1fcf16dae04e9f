import type { BoardMinutesView } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type Props = { view: BoardMinutesView; value: string[]; onChange: (signatoryIds: string[]) => void; error?: string };

/** Who signs the minutes: a choice among the board's members from 5 members (two by default), else all of them. */
export const SignatoriesPanel = ({ view, value, onChange, error }: Props) => {
  const { t } = useTranslation();
  const members = view.board.filter(({ isBoardMember }) => isBoardMember);
  if (!view.signatories.canChoose)
    return (
      <>
        <Typography>{t('boardMinutes.allMustSign')}</Typography>
        <Typography component="ul" sx={{ m: 0 }}>
          {members.map((member) => (
            <li key={member.companyroleId}>{member.name}</li>
          ))}
        </Typography>
      </>
    );
  return (
    <FormGroup>
      {members.map((member) => (
        <FormControlLabel
          key={member.companyroleId}
          control={
            <Checkbox
              checked={value.includes(member.companyroleId)}
              onChange={(event) => onChange(event.target.checked ? [...value, member.companyroleId] : value.filter((id) => id !== member.companyroleId))}
            />
          }
          label={member.name}
        />
      ))}
      {error && <Typography color="error">{t(error)}</Typography>}
    </FormGroup>
  );
};
