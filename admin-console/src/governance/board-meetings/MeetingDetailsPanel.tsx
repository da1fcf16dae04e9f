import { boardMeetingForms, documentLanguagesOf, interfaceLanguageOf, meetingLinkOptions, meetingPlaces, withHttpsPrefix } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichTextEditor } from '@andel/ui/texts';
import { ChoiceField } from './ChoiceField';
import { DocumentLanguageField } from './DocumentLanguageField';
import { MeetingTimesFields } from './MeetingTimesFields';
import { meetsOverLink, type NoticeForm } from './notice-form';

type PanelProps = { value: NoticeForm; onChange: (change: Partial<NoticeForm>) => void; errors: Record<string, string> };

/** The notice's meeting details: number, date and times, form, place, the link option (with the https prefix shown), language and description. */
export const MeetingDetailsPanel = ({ value, onChange, errors }: PanelProps) => {
  const { t } = useTranslation();
  const { orgNo } = useParams();
  const problem = (field: string, fallback?: string) => (errors[field] ? { error: true, helperText: t(errors[field]) } : { helperText: fallback });
  const prefixed = withHttpsPrefix(value.meetingLink);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        label={t('boardMeetings.boardMeetingNumber')}
        value={value.boardMeetingNumber}
        onChange={(event) => onChange({ boardMeetingNumber: event.target.value })}
        sx={{ maxWidth: 200 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...problem('boardMeetingNumber')}
      />
      <MeetingTimesFields value={value} onChange={onChange} errors={errors} />
      <ChoiceField labelKey="boardMeetings.field.meetingForm" choices={boardMeetingForms} prefix="meetingForm." value={value.boardMeetingForm} onChange={(boardMeetingForm) => onChange({ boardMeetingForm })} />
      <ChoiceField labelKey="boardMeetings.field.meetingPlace" choices={meetingPlaces} prefix="meetingPlace." value={value.meetingPlace} onChange={(meetingPlace) => onChange({ meetingPlace })} />
      {value.meetingPlace === 'inlineAddress' && (
        <TextField label={t('boardMeetings.field.inlineAddress')} required value={value.inlineAddress} onChange={(event) => onChange({ inlineAddress: event.target.value })} {...problem('inlineAddress')} />
      )}
      {meetsOverLink(value.boardMeetingForm) && (
        <>
          <ChoiceField
            labelKey="boardMeetings.field.meetingLinkOption"
            choices={meetingLinkOptions}
            prefix="meetingLinkOption."
            value={value.meetingLinkOption}
            onChange={(meetingLinkOption) => onChange({ meetingLinkOption })}
          />
          {value.meetingLinkOption === 'linkGiven' && (
            <TextField
              label={t('boardMeetings.field.meetingLink')}
              required
              value={value.meetingLink}
              onChange={(event) => onChange({ meetingLink: event.target.value })}
              {...problem('meetingLink', prefixed && prefixed !== value.meetingLink.trim() ? t('boardMeetings.field.meetingLinkSavedAs', { link: prefixed }) : undefined)}
            />
          )}
        </>
      )}
      <DocumentLanguageField value={value.documentLanguage} onChange={(documentLanguage) => onChange({ documentLanguage })} />
      <RichTextEditor
        label={t('boardMeetings.field.noticeDescription')}
        value={value.noticeDescription}
        onChange={(noticeDescription) => onChange({ noticeDescription })}
        orgNo={orgNo}
        promptType="FREETEXT_DESCRIPTION"
        language={interfaceLanguageOf[documentLanguagesOf(value.documentLanguage)[0]!]}
        error={errors.noticeDescription ? t(errors.noticeDescription) : undefined}
      />
    </Box>
  );
};
