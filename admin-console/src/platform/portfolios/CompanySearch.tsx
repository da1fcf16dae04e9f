import { companySearchMinLength, portfolioSearchDebounceMs, swedishCompanySearchMinLength, type CompanySearchHit, type SwedishCompanySearchResult } from '@andel/domain/shared';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useDebouncedValue } from '@andel/ui/shell';
import { canOpenCompany, useCompanyOpener, type OpenableCompany } from './useCompanyOpener';

type Register = 'NO' | 'SE';

/** What a hit without access offers: asking for permission, the request already sent, or registering the company. */
const hitStateKey = (hit: CompanySearchHit) => {
  if (hit.state === 'pending') return 'portfolio.companies.state.pending';
  if (hit.accessType === 'DRAFT') return 'portfolio.search.askForPermission';
  if (hit.accessType === 'NONE') return 'portfolio.search.registerCompany';
  return null;
};
const entryOf = (hit: CompanySearchHit): OpenableCompany => ({ ...hit, organisationNumber: hit.organizationnumber });

/** The Norwegian search answers a list; the Swedish one a list of at most 50 or `tooManyHits`. */
const registers = {
  NO: { minLength: companySearchMinLength, path: '/companysearch', hits: (body: unknown) => ({ results: body as CompanySearchHit[], tooManyHits: false }) },
  SE: { minLength: swedishCompanySearchMinLength, path: '/search-swedish-companies', hits: (body: unknown) => body as SwedishCompanySearchResult },
} as const;

/**
 * Finds companies in the Norwegian register from 2 characters or the Swedish one from 3. A choice opens as the company
 * list's click does: by access, or the ask-for-permission dialog (a draft), the user's request (pending), or a
 * registration as first administrator (a company not kept here).
 */
export const CompanySearch = () => {
  const { t } = useTranslation();
  const { open, dialog } = useCompanyOpener();
  const [input, setInput] = useState('');
  const [country, setCountry] = useState<Register>('NO');
  const register = registers[country];
  const typed = input.trim();
  const query = useDebouncedValue(typed, portfolioSearchDebounceMs);
  const longEnough = typed.length >= register.minLength;
  const enabled = query.length >= register.minLength;
  const search = useQuery({
    queryKey: ['companysearch', country, query],
    queryFn: async ({ signal }) => register.hits(await apiFetch(`${register.path}?q=${encodeURIComponent(query)}`, { signal })),
    enabled,
    staleTime: 60_000,
  });
  const noOptionsText = () => {
    if (!longEnough) return t('minStringLength', { minLength: register.minLength });
    if (search.isError) return t(errorMessageKey(search.error));
    if (search.data?.tooManyHits) return t('portfolio.search.tooManyHits');
    return t('portfolio.search.noResults');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, maxWidth: 720, alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={country}
        onChange={(_event, value: Register | null) => value && setCountry(value)}
        aria-label={t('portfolio.search.register')}
      >
        <ToggleButton value="NO">{t('country.NO')}</ToggleButton>
        <ToggleButton value="SE">{t('country.SE')}</ToggleButton>
      </ToggleButtonGroup>
      <Autocomplete<CompanySearchHit>
        options={longEnough ? (search.data?.results ?? []) : []}
        filterOptions={(options) => options}
        getOptionLabel={(hit) => hit.name}
        getOptionDisabled={(hit) => !canOpenCompany(entryOf(hit))}
        disabledItemsFocusable
        isOptionEqualToValue={(a, b) => a.organizationnumber === b.organizationnumber}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
        onChange={(_event, hit) => {
          if (hit) open(entryOf(hit));
        }}
        loading={longEnough && (typed !== query || search.isFetching)}
        loadingText={t('general.loading')}
        noOptionsText={noOptionsText()}
        renderOption={({ key, ...props }, hit) => (
          <li key={key} {...props}>
            <ListItemText
              primary={hit.name}
              secondary={[hit.organizationnumber, [hit.zip, hit.city].filter(Boolean).join(' '), hitStateKey(hit) && t(hitStateKey(hit)!)]
                .filter(Boolean)
                .join(' · ')}
            />
          </li>
        )}
        renderInput={(params) => <TextField {...params} label={t('portfolio.search.label')} type="search" margin="none" />}
        sx={{ flexGrow: 1 }}
      />
      {dialog}
    </Stack>
  );
};
