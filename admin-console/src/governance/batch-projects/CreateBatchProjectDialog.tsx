import {
  batchDecisionTypes,
  defaultBatchMeetingDate,
  defaultProjectName,
  formatDate,
  ZProjectCreateSchema,
  type BatchProjectCreated,
  type DecisionType,
  type PortfolioCompanyItem,
  type TProjectCreate,
} from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, fieldErrorsOf, FormError, IsoDateField, validateForm } from '@andel/ui/shell';
import { GovernanceDialog } from '../GovernanceDialog';
import { ProjectNameField } from '../projects/ProjectNameField';
import { useGovernanceMutation } from '../useGovernanceMutation';

type CreateBatchProjectDialogProps = { companies: readonly PortfolioCompanyItem[]; onCreated: (batchProjectId: string) => void; onClose: () => void };

const toggled = <T,>(list: readonly T[], value: T, checked: boolean) => (checked ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value));

/**
 * The batch wizard (issue 27; seed 002, sections 3 and 9): the administered companies (select all), the decisions a
 * batch may hold, the meeting date and the name, which follows the decisions (today's date and their titles) until
 * the user writes one. One project per company is made on the server, all or none.
 */
export const CreateBatchProjectDialog = ({ companies, onCreated, onClose }: CreateBatchProjectDialogProps) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [decisions, setDecisions] = useState<DecisionType[]>([]);
  const [meetingDate, setMeetingDate] = useState(() => defaultBatchMeetingDate(new Date()));
  const [typedName, setTypedName] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ordered = (types: readonly DecisionType[]) => batchDecisionTypes.filter((type) => types.includes(type));
  const projectName = typedName ?? defaultProjectName(formatDate(new Date()), ordered(decisions).map((type) => t(`decisionType.${type}`)));
  const create = useGovernanceMutation({
    mutationFn: (input: TProjectCreate) => apiFetch<BatchProjectCreated>('/projects', { method: 'POST', body: input }),
    successKey: 'batchProjects.create.done',
    onSuccess: ({ batchProjectId }) => onCreated(batchProjectId),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const batchCompanies = companies.map(({ organisationNumber }) => organisationNumber).filter((orgNo) => chosen.includes(orgNo));
  const submit = () => {
    const { data, errors: problems } = validateForm(ZProjectCreateSchema, { orgNo: batchCompanies[0] ?? '', projectName, decisions: ordered(decisions), batchCompanies, meetingDate });
    setErrors(problems ?? {});
    if (data) create.mutate(data);
  };
  const allChosen = companies.length > 0 && chosen.length === companies.length;
  const companyError = errors.batchCompanies ?? errors.orgNo;
  return (
    <GovernanceDialog titleKey="batchProjects.create.title" submitKey="batchProjects.create.submit" maxWidth="md" pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={create.error} />
      <Typography variant="h3" component="h3" id="batch-companies">
        {t('batchProjects.create.companies')}
      </Typography>
      {companyError && <Typography color="error">{t(companyError)}</Typography>}
      {companies.length === 0 ? (
        <Typography>{t('batchProjects.create.noCompanies')}</Typography>
      ) : (
        <FormGroup role="group" aria-labelledby="batch-companies">
          <FormControlLabel
            control={<Checkbox checked={allChosen} indeterminate={chosen.length > 0 && !allChosen} onChange={(event) => setChosen(event.target.checked ? companies.map(({ organisationNumber }) => organisationNumber) : [])} />}
            label={t('batchProjects.create.selectAll')}
          />
          {companies.map(({ organisationNumber, name }) => (
            <FormControlLabel
              key={organisationNumber}
              sx={{ pl: 3 }}
              control={<Checkbox checked={chosen.includes(organisationNumber)} onChange={(event) => setChosen(toggled(chosen, organisationNumber, event.target.checked))} />}
              label={`${name} (${organisationNumber})`}
            />
          ))}
        </FormGroup>
      )}
      <Typography variant="h3" component="h3" id="batch-decisions">
        {t('batchProjects.create.decisions')}
      </Typography>
      {errors.decisions && <Typography color="error">{t(errors.decisions)}</Typography>}
      <FormGroup role="group" aria-labelledby="batch-decisions" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {batchDecisionTypes.map((type) => (
          <FormControlLabel key={type} control={<Checkbox checked={decisions.includes(type)} onChange={(event) => setDecisions(toggled(decisions, type, event.target.checked))} />} label={t(`decisionType.${type}`)} />
        ))}
      </FormGroup>
      <IsoDateField label={t('batchProjects.create.meetingDate')} value={meetingDate} onChange={setMeetingDate} required error={Boolean(errors.meetingDate)} helperText={errors.meetingDate ? t(errors.meetingDate) : undefined} />
      <ProjectNameField value={projectName} onChange={setTypedName} error={errors.projectName} />
    </GovernanceDialog>
  );
};
