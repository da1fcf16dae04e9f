import type { CompanyRoleRecord } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@andel/ui/shell';

/**
 * Who could administer a subsidiary being connected (`GET /company-roles/find-onboarding-candidates/{orgNo}`): its
 * board members and CEO with an email, each a choice that fills in the receiver.
 */
export const OnboardingCandidates = ({ orgNo, onPick }: { orgNo: string; onPick: (email: string) => void }) => {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['onboarding-candidates', orgNo],
    queryFn: ({ signal }) => apiFetch<CompanyRoleRecord[]>(`/company-roles/find-onboarding-candidates/${encodeURIComponent(orgNo)}`, { signal }),
    staleTime: 60_000,
  });
  if (!data?.length) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }} role="group" aria-label={t('portfolio.connect.candidates')}>
      {data.map((candidate) => (
        <Chip
          key={candidate.companyroleId}
          size="small"
          variant="outlined"
          label={`${[candidate.firstName, candidate.middleName, candidate.lastName].filter(Boolean).join(' ')} (${t(`companyRole.${candidate.role}`)})`}
          onClick={() => onPick(candidate.email!)}
        />
      ))}
    </Stack>
  );
};
