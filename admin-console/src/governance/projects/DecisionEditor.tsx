import { documentLanguages, freetextTypeOptions, ZDecisionDocumentUpdateSchema, type DecisionView, type DocumentType, type FreetextMatterState, type TMatterText } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, validateForm } from '@andel/ui/shell';
import { DecisionDocumentFields } from '../decisions/DecisionDocumentFields';
import { DecisionMajorityField } from '../decisions/DecisionMajorityField';
import { FreetextMatterTypeFields } from '../decisions/FreetextMatterTypeFields';
import { LocalizedMatterFields, type LocalizedMatter } from '../decisions/LocalizedMatterFields';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { CapitalIncreaseForm } from '../capital-increase-decisions/CapitalIncreaseForm';

/** `canEdit`: the matter itself may change (not once the project is locked); `canFollowUp`: what follows the decision may be done. */
type DecisionEditorProps = { projectId: string; decision: DecisionView; number: number; documents: readonly DocumentType[]; canEdit: boolean; canFollowUp: boolean };

const fieldset = { border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** The decision's languages: those it has a title or text in, Norwegian for a new one. */
const matterEntries = (decision: DecisionView): LocalizedMatter[] => {
  const used = documentLanguages.filter((language) => decision.localizedTitles.some((entry) => entry.language === language) || decision.matterTexts.some((entry) => entry.language === language));
  return (used.length ? used : (['no'] as const)).map((language) => ({
    language,
    title: decision.localizedTitles.find((entry) => entry.language === language)?.title ?? '',
    text: decision.matterTexts.find((entry) => entry.language === language)?.text ?? '',
  }));
};

/** One matter of the project: its titles and texts per language, for freetext the general meeting flag and matter type, and in a general meeting its required majority. */
export const DecisionEditor = ({ projectId, decision, number, documents, canEdit, canFollowUp }: DecisionEditorProps) => {
  const { t } = useTranslation();
  const [entries, setEntries] = useState(() => matterEntries(decision));
  const [matter, setMatter] = useState<FreetextMatterState>(() => ({
    requiresGeneralMeeting: decision.requiresGeneralMeeting,
    freetextTypeForAllDocuments: decision.freetextTypeForAllDocuments,
    customizedFreetextTypePerDocument: decision.customizedFreetextTypePerDocument,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fields, setFields] = useState<Record<string, unknown> | null>(decision.fields);
  const path = `/project/${encodeURIComponent(projectId)}/decisions/${encodeURIComponent(decision.decisionId)}`;
  const save = useGovernanceMutation({
    mutationFn: (input: unknown) => apiFetch<DecisionView>(path, { method: 'PUT', body: input }),
    successKey: 'decisions.saved',
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const remove = useGovernanceMutation({ mutationFn: () => apiFetch(path, { method: 'DELETE' }), successKey: 'decisions.removed' });
  const submit = () => {
    const offered = freetextTypeOptions(documents, matter.requiresGeneralMeeting).includes(matter.freetextTypeForAllDocuments);
    const input = {
      decisionType: decision.decisionType,
      ...(fields ? { fields } : {}),
      localizedTitles: entries.map(({ language, title }) => ({ language, title })),
      matterTexts: entries.map(({ language, text }) => ({ language, text })),
      ...matter,
      freetextTypeForAllDocuments: offered ? matter.freetextTypeForAllDocuments : 'DECISION_MATTER',
    };
    const { data, errors: problems } = validateForm(ZDecisionDocumentUpdateSchema, input);
    setErrors(problems ?? {});
    // The form's own values are sent: the server parses them with the same schema.
    if (data) save.mutate(input);
  };
  // A drafted resolution replaces the text of each language the matter is written in.
  const drafted = (texts: TMatterText[]) => setEntries((current) => current.map((entry) => ({ ...entry, text: texts.find(({ language }) => language === entry.language)?.text ?? entry.text })));
  const headingId = `decision-${decision.decisionId}`;
  const hasGeneralMeeting = documents.includes('notice_general_meeting') || documents.includes('general_meeting');
  const title = entries.find((entry) => entry.title.trim())?.title ?? t(`decisionType.${decision.decisionType}`);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={headingId} variant="h3" component="h3">
          {t('decisions.matterHeading', { number, title })}
        </Typography>
        <FormError error={save.error ?? remove.error} />
        {(errors.localizedTitles || errors.matterTexts) && <Typography color="error">{t(errors.localizedTitles ?? errors.matterTexts ?? '')}</Typography>}
        <Box component="fieldset" disabled={!canEdit} sx={fieldset}>
          <DecisionDocumentFields path={path} decisionType={decision.decisionType} canEdit={canEdit} onFieldsChange={setFields} onDrafted={drafted} saveErrors={errors} />
          <LocalizedMatterFields value={entries} onChange={setEntries} errors={errors} />
          {decision.decisionType === 'freetext' && <FreetextMatterTypeFields documents={documents} value={matter} onChange={setMatter} />}
        </Box>
        {decision.decisionType === 'increaseOfShareCapital' && <CapitalIncreaseForm projectId={projectId} decisionId={decision.decisionId} canEdit={canEdit} canFollowUp={canFollowUp} />}
        {hasGeneralMeeting && (
          <Box component="fieldset" disabled={!canEdit} sx={fieldset}>
            <DecisionMajorityField projectId={projectId} decisionId={decision.decisionId} decisionType={decision.decisionType} canEdit={canEdit} />
          </Box>
        )}
        {canEdit && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" loading={save.isPending} onClick={submit}>
              {t('decisions.save', { number })}
            </Button>
            <Button color="error" loading={remove.isPending} onClick={() => remove.mutate(undefined)}>
              {t('decisions.remove', { number })}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
