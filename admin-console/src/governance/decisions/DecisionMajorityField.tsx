import { defaultMajorityOf, majorityTypes, type DecisionType, type GeneralMeetingView, type MajorityType } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';

type Props = { projectId: string; decisionId: string; decisionType: DecisionType; canEdit: boolean };

/**
 * The majority a general meeting's decision is voted on: its type's default from the catalogue (two thirds of the votes
 * cast and of the capital represented for a change of the articles or the capital, aksjeloven § 5-18, ABL 7:42), or
 * another one chosen explicitly, which the minutes record beside the default. Saved in the meeting's agenda rules.
 */
export const DecisionMajorityField = ({ projectId, decisionId, decisionType, canEdit }: Props) => {
  const { t } = useTranslation();
  const meeting = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting', projectId],
    queryFn: ({ signal }) => apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(projectId)}/general-meeting`, { signal }),
  });
  const save = useGovernanceMutation({
    mutationFn: (majorityType: MajorityType | null) => {
      const settings = meeting.data!.settings;
      const rule = settings.agendaItemRules[decisionId] ?? { majorityType: null, classVotes: [], excludedShareholderIds: [] };
      return apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(projectId)}/general-meeting`, {
        method: 'PUT',
        body: { ...settings, agendaItemRules: { ...settings.agendaItemRules, [decisionId]: { ...rule, majorityType } } },
      });
    },
    successKey: 'decisions.majority.saved',
  });
  if (!meeting.data) return null;
  const fallback = defaultMajorityOf(decisionType);
  const chosen = meeting.data.settings.agendaItemRules[decisionId]?.majorityType ?? null;
  const editable = canEdit && !meeting.data.isHeld && !save.isPending;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('decisions.majority.label')}
      </Typography>
      <Typography data-testid="decision-majority">
        {chosen && chosen !== fallback ? t('decisions.majority.chosen', { majority: t(`majorityType.${chosen}`), default: t(`majorityType.${fallback}`) }) : t('decisions.majority.default', { majority: t(`majorityType.${fallback}`) })}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={chosen !== null} disabled={!editable} onChange={(event) => save.mutate(event.target.checked ? (majorityTypes.find((type) => type !== fallback) ?? fallback) : null)} />}
        label={t('decisions.majority.override')}
      />
      {chosen && (
        <TextField select size="small" label={t('decisions.majority.choice')} value={chosen} disabled={!editable} onChange={(event) => save.mutate(event.target.value as MajorityType)} sx={{ maxWidth: 560 }}>
          {majorityTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`majorityType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormError error={save.error} />
    </Stack>
  );
};
