import { documentLanguagesOf, interfaceLanguageOf, type BoardMinutesView } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichTextEditor } from '@andel/ui/texts';
import type { MinutesForm } from './minutes-form';

type Props = { view: BoardMinutesView; value: MinutesForm['outcomeTexts']; onChange: (outcomeTexts: MinutesForm['outcomeTexts']) => void; errors: Record<string, string> };

/** Each matter with its outcome from the board's votes, and the outcome in words in each of the document's languages. */
export const MinutesMattersPanel = ({ view, value, onChange, errors }: Props) => {
  const { t } = useTranslation();
  const { orgNo } = useParams();
  const languages = documentLanguagesOf(view.documentLanguage);
  if (!view.matters.length) return <Typography sx={{ color: 'text.secondary' }}>{t('meetingDocuments.noMatters')}</Typography>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {view.matters.map(({ decision, result }, index) => {
        const title = decision.localizedTitles[0]?.title || t('meetingDocuments.matter', { number: index + 1 });
        return (
          <Box key={decision.decisionId} component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                {t('meetingDocuments.matter', { number: index + 1 })}: {title}
              </Typography>
              <Chip size="small" color={result.outcome === 'ADOPTED' ? 'success' : result.outcome === 'REJECTED' ? 'error' : 'default'} label={t(`matterOutcome.${result.outcome}`)} />
            </Box>
            {result.outcome !== 'INFORMATION' && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('meetingDocuments.votes', result.votes)}
                {result.decidedByChair ? ` ${t('meetingDocuments.decidedByChair')}` : ''}
              </Typography>
            )}
            {languages.map((language, at) => {
              const field = `matterOutcomes.${index}.texts.${at}.text`;
              return (
                <RichTextEditor
                  key={language}
                  label={t('boardMinutes.outcomeText', { language: t(`documentLanguage.${language}`) })}
                  value={value[decision.decisionId]?.[language] ?? ''}
                  onChange={(text) => onChange({ ...value, [decision.decisionId]: { ...value[decision.decisionId], [language]: text } })}
                  orgNo={orgNo}
                  promptType="FREETEXT_DESCRIPTION"
                  language={interfaceLanguageOf[language]}
                  error={errors[field] ? t(errors[field]!) : undefined}
                />
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
};
