import { formatNumber, ZFollowUpShareholdersUpdateSchema, type OutdatedShareholderName, type UpdatedShareholderNames } from '@andel/domain/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiFetch, currentLanguage, fieldErrorsOf, FormError, useFormErrors, validateForm } from '@andel/ui/shell';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';
import { useTicked } from './useTicked';

type UpdateShareholderNamesDialogProps = { company: { organisationNumber: string; name: string }; names: OutdatedShareholderName[]; onClose: () => void };

/** The follow-up dialog for updated shareholder names: tick the holders to give the public register's current name. */
export const UpdateShareholderNamesDialog = ({ company, names, onClose }: UpdateShareholderNamesDialogProps) => {
  const { t } = useTranslation();
  const { ticked, toggle } = useTicked(() => names.map((name) => name.shareholderOrgNo));
  const { errors, setErrors } = useFormErrors();
  const update = usePortfolioMutation({
    mutationFn: (input: unknown) => apiFetch<UpdatedShareholderNames>('/portfolio/follow-up/shareholders/update', { method: 'POST', body: input }),
    successKey: 'followup.shareholders.dialog-success',
    successParams: ({ count }) => ({ count: formatNumber(count, currentLanguage()) }),
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const { data, errors: found } = validateForm(ZFollowUpShareholdersUpdateSchema, { orgNo: company.organisationNumber, shareholderOrgNos: ticked });
    setErrors(found ?? {});
    if (data) update.mutate(data);
  };
  return (
    <PortfolioDialog
      titleKey="portfolio.followUp.updateNames.title"
      titleParams={{ name: company.name }}
      submitKey="portfolio.followUp.updateNames.submit"
      pending={update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormError error={update.error} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('portfolio.followUp.updateNames.text')}
      </Typography>
      <Stack>
        {names.map((name) => (
          <FormControlLabel
            key={name.shareholderOrgNo}
            control={<Checkbox checked={ticked.includes(name.shareholderOrgNo)} onChange={() => toggle(name.shareholderOrgNo)} />}
            label={t('portfolio.followUp.updateNames.change', { name: name.name, registerName: name.registerName, orgNo: name.shareholderOrgNo })}
          />
        ))}
      </Stack>
      {errors.shareholderOrgNos && <FormHelperText error>{t('portfolio.followUp.updateNames.noneTicked')}</FormHelperText>}
    </PortfolioDialog>
  );
};
