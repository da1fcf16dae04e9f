import { companySearchMinLength, portfolioSearchDebounceMs, swedishCompanySearchMinLength, type CompanySearchHit, type SwedishCompanySearchResult } from '@andel/domain/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, useDebouncedValue } from '@andel/ui/shell';

type DraftCompany = { organisationNumber: string; name: string; isCustomer: boolean };

/**
 * Adds companies to an ask-for-permission request: a search of the Norwegian and Swedish registers offering only companies kept here that
 * the user has no access to and has not asked for (drafts), and none already chosen.
 */
export const DraftCompanyPicker = ({ chosen, onAdd }: { chosen: DraftCompany[]; onAdd: (company: DraftCompany) => void }) => {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), portfolioSearchDebounceMs);
  // Both registers: the Norwegian from 2 characters, the Swedish from 3.
  const search = useQuery({
    queryKey: ['draft-companies', query],
    queryFn: async ({ signal }) => {
      const q = encodeURIComponent(query);
      const [norwegian, swedish] = await Promise.all([
        apiFetch<CompanySearchHit[]>(`/companysearch?q=${q}`, { signal }),
        query.length >= swedishCompanySearchMinLength ? apiFetch<SwedishCompanySearchResult>(`/search-swedish-companies?q=${q}`, { signal }) : null,
      ]);
      return [...norwegian, ...(swedish?.results ?? [])];
    },
    enabled: query.length >= companySearchMinLength,
    staleTime: 60_000,
  });
  const taken = new Set(chosen.map((company) => company.organisationNumber));
  const options = (search.data ?? []).filter((hit) => hit.accessType === 'DRAFT' && !taken.has(hit.organizationnumber));
  return (
    <Autocomplete<CompanySearchHit>
      options={query.length >= companySearchMinLength ? options : []}
      filterOptions={(all) => all}
      getOptionLabel={(hit) => `${hit.name} (${hit.organizationnumber})`}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_event, hit) => {
        if (!hit) return;
        onAdd({ organisationNumber: hit.organizationnumber, name: hit.name, isCustomer: hit.isCustomer });
        setInput('');
      }}
      noOptionsText={query.length >= companySearchMinLength ? t('portfolio.search.noResults') : t('minStringLength', { minLength: companySearchMinLength })}
      renderInput={(params) => <TextField {...params} label={t('askForPermissionDialog.addCompany')} helperText={t('askForPermissionDialog.addCompanyHelp')} margin="normal" />}
    />
  );
};
