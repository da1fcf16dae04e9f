import { companyForms, electronicParticipationOptions, generalMeetingForms, generalMeetingTypes, type GeneralMeetingSettings, type GeneralMeetingView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@andel/ui/shell';
import { ExtraParticipantsFields } from '../board-meetings/ExtraParticipantsFields';
import { useGovernanceMutation } from '../useGovernanceMutation';

type Draft = GeneralMeetingSettings;

/**
 * The general meeting settings (seed 002, section 2): date, time, form, place, simplified meeting (which clears the
 * co-signer), chair (a company role), co-signer, electronic participation, the video link, the extra participants the
 * notice also goes to, participants in the minutes, ordinary or
 * extraordinary, and the company form and shorter notice the notice period reads. Warnings come from the server; a
 * meeting held keeps its date and times (read-only, with the reason).
 */
export const GeneralMeetingSettingsForm = ({ meeting }: { meeting: GeneralMeetingView }) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(meeting.settings);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const save = useGovernanceMutation({
    mutationFn: (input: Draft) => apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(meeting.projectId)}/general-meeting`, { method: 'PUT', body: input }),
    successKey: 'generalMeetings.settings.saved',
  });
  const role = (id: string) => meeting.roles.find(({ companyroleId }) => companyroleId === id);
  const pick = (key: 'meetingChair' | 'coSigner', id: string) => set(key, id ? { companyroleId: id, name: role(id)!.name } : null);
  return (
    <Stack spacing={2} component="form" sx={{ maxWidth: 560 }} onSubmit={(event) => { event.preventDefault(); save.mutate(draft); }}>
      {meeting.warnings.map((warning) => (
        <Alert key={warning.key} severity="warning">
          {t(warning.key, warning.params)}
        </Alert>
      ))}
      {meeting.isHeld && <Alert severity="info">{t('generalMeetings.meetingEnded')}</Alert>}
      <TextField type="date" disabled={meeting.isHeld} label={t('generalMeetings.settings.date')} value={draft.meetingDate} onChange={(event) => set('meetingDate', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <Stack direction="row" spacing={2}>
        <TextField type="time" disabled={meeting.isHeld} label={t('generalMeetings.settings.startTime')} value={draft.startTime} onChange={(event) => set('startTime', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="time" disabled={meeting.isHeld} label={t('generalMeetings.settings.endTime')} value={draft.endTime} onChange={(event) => set('endTime', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <TextField select label={t('generalMeetings.settings.form')} value={draft.meetingForm} onChange={(event) => set('meetingForm', event.target.value as Draft['meetingForm'])}>
        {generalMeetingForms.map((form) => (
          <MenuItem key={form} value={form}>
            {t(`meetingForm.${form}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('generalMeetings.settings.place')} value={draft.meetingPlace} onChange={(event) => set('meetingPlace', event.target.value as Draft['meetingPlace'])}>
        {(['companysOffice', 'inlineAddress'] as const).map((place) => (
          <MenuItem key={place} value={place}>
            {t(`meetingPlace.${place}`)}
          </MenuItem>
        ))}
      </TextField>
      {draft.meetingPlace === 'inlineAddress' && <TextField label={t('generalMeetings.settings.address')} value={draft.inlineAddressValue ?? ''} onChange={(event) => set('inlineAddressValue', event.target.value)} />}
      <TextField select label={t('generalMeetings.settings.chair')} value={draft.meetingChair?.companyroleId ?? ''} onChange={(event) => pick('meetingChair', event.target.value)}>
        {meeting.roles.map(({ companyroleId, name }) => (
          <MenuItem key={companyroleId} value={companyroleId}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={draft.isSimplifiedGeneralMeeting} onChange={(event) => setDraft((current) => ({ ...current, isSimplifiedGeneralMeeting: event.target.checked, coSigner: event.target.checked ? null : current.coSigner }))} />}
        label={t('generalMeetings.settings.simplified')}
      />
      {!draft.isSimplifiedGeneralMeeting && (
        <TextField select label={t('generalMeetings.settings.coSigner')} value={draft.coSigner?.companyroleId ?? ''} onChange={(event) => pick('coSigner', event.target.value)}>
          {meeting.roles.map(({ companyroleId, name }) => (
            <MenuItem key={companyroleId} value={companyroleId}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select label={t('generalMeetings.electronicParticipation')} value={draft.conductElectronicGeneralMeeting} onChange={(event) => set('conductElectronicGeneralMeeting', event.target.value as Draft['conductElectronicGeneralMeeting'])}>
        {electronicParticipationOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`generalMeetings.electronicParticipation.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('generalMeetings.meetingLink')}
        helperText={t('generalMeetings.meetingLink.help')}
        value={draft.meetingLink ?? ''}
        onChange={(event) => set('meetingLink', event.target.value || null)}
      />
      <ExtraParticipantsFields titleKey="generalMeetings.extraParticipants" value={draft.extraParticipants} onChange={(value) => set('extraParticipants', value as Draft['extraParticipants'])} errors={{}} />
      <FormControlLabel control={<Checkbox checked={draft.includeListOfParticipantsInMinutes} onChange={(event) => set('includeListOfParticipantsInMinutes', event.target.checked)} />} label={t('generalMeetings.settings.participantsInMinutes')} />
      <TextField select label={t('generalMeetings.settings.type')} value={draft.generalMeetingType} onChange={(event) => set('generalMeetingType', event.target.value as Draft['generalMeetingType'])}>
        {generalMeetingTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`generalMeetings.settings.type.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('generalMeetings.settings.companyForm')} value={draft.companyForm} onChange={(event) => set('companyForm', event.target.value as Draft['companyForm'])}>
        {companyForms.map((form) => (
          <MenuItem key={form} value={form}>
            {t(`generalMeetings.companyForm.${form}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel control={<Checkbox checked={draft.shorterNoticeAllowed} onChange={(event) => set('shorterNoticeAllowed', event.target.checked)} />} label={t('generalMeetings.settings.shorterNoticeAllowed')} />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'start' }}>
        {t('generalMeetings.settings.save')}
      </Button>
    </Stack>
  );
};
