import { ZConnectCompaniesSchema, type Subsidiary, type ConnectedCompanies } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiFetch, errorMessageKey, fieldErrorsOf, useFormErrors, validateForm } from '@andel/ui/shell';
import { OnboardingCandidates } from './OnboardingCandidates';
import { isScopeKind } from './portfolio-scopes';
import { PortfolioDialog } from './PortfolioDialog';
import { usePortfolioMutation } from './usePortfolioMutation';
import { useTicked } from './useTicked';

/** Connect-all failure: general-missing-access when the answer is "not found", else the general error (seed, section 8). */
const connectErrorKey = (error: unknown) => (error instanceof ApiError && error.status === 404 ? 'general-missing-access' : errorMessageKey(error));

/**
 * Connects subsidiaries: tick them, give each a receiver for its invitation, or auto-onboard them (the user
 * becomes their administrator). In a portfolio, auto-onboarded companies are placed in it.
 */
export const ConnectCompaniesDialog = ({ scope, subsidiaries, onClose }: { scope: string; subsidiaries: Subsidiary[]; onClose: () => void }) => {
  const { t } = useTranslation();
  const { ticked, toggle } = useTicked();
  const [emails, setEmails] = useState<Record<string, string>>({});
  const [autoonboard, setAutoonboard] = useState(false);
  const { errors, setErrors } = useFormErrors();
  const connect = usePortfolioMutation({
    mutationFn: (input: unknown) => apiFetch<ConnectedCompanies>('/portfolio/connect-companies', { method: 'POST', body: input }),
    successKey: autoonboard ? 'portfolio.connect.doneOnboarded' : 'portfolio.connect.doneInvited',
    onSuccess: onClose,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const chosen = subsidiaries.filter((subsidiary) => ticked.includes(subsidiary.organizationNumber));
  const submit = () => {
    const values = {
      autoonboard,
      portfolioId: isScopeKind(scope) ? null : scope,
      connectData: chosen.map((subsidiary) => ({
        company: { companyName: subsidiary.name, organisationNumber: subsidiary.organizationNumber },
        receiverEmail: emails[subsidiary.organizationNumber] ?? '',
      })),
    };
    const { data, errors: found } = validateForm(ZConnectCompaniesSchema, values);
    setErrors(found ?? {});
    if (data) connect.mutate(data);
  };
  const emailError = (orgNo: string) => errors[`connectData.${chosen.findIndex((s) => s.organizationNumber === orgNo)}.receiverEmail`];

  return (
    <PortfolioDialog titleKey="portfolio.connect.title" submitKey="portfolio.connect.submit" pending={connect.isPending} onSubmit={submit} onClose={onClose}>
      {connect.isError && Object.keys(fieldErrorsOf(connect.error)).length === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(connectErrorKey(connect.error))}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('portfolio.connect.text')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={autoonboard} onChange={(event) => setAutoonboard(event.target.checked)} />}
        label={t('portfolio.connect.autoonboard')}
      />
      {autoonboard && <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{t('portfolio.connect.autoonboardHelp')}</FormHelperText>}
      {subsidiaries.map((subsidiary) => {
        const orgNo = subsidiary.organizationNumber;
        const isTicked = ticked.includes(orgNo);
        const error = emailError(orgNo);
        return (
          <Box key={orgNo} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              control={<Checkbox checked={isTicked} onChange={() => toggle(orgNo)} />}
              label={`${subsidiary.name} (${orgNo})`}
            />
            {isTicked && !autoonboard && (
              <TextField
                label={t('portfolio.connect.receiverEmail', { name: subsidiary.name })}
                type="email"
                size="small"
                fullWidth
                required
                value={emails[orgNo] ?? ''}
                onChange={(event) => setEmails((current) => ({ ...current, [orgNo]: event.target.value }))}
                error={!!error}
                helperText={error ? t(error) : undefined}
              />
            )}
            {isTicked && !autoonboard && <OnboardingCandidates orgNo={orgNo} onPick={(email) => setEmails((current) => ({ ...current, [orgNo]: email }))} />}
          </Box>
        );
      })}
      {errors['connectData'] && <FormHelperText error>{t('portfolio.connect.noneTicked')}</FormHelperText>}
    </PortfolioDialog>
  );
};
