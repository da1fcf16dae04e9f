import { companySearchMinLength, type RegisterSearchHit as SearchHit } from '@andel/domain/shared';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, useDebouncedValue, useLoggedOnUser, useOpenCompany } from '../shell';

/** Portfolio flows wait 300 ms after the last keystroke (seed: platform core, section 9). */
const debounceMs = 300;

/**
 * Finds companies in the public register by name from 2 characters; one the user has access to opens on choice,
 * others are listed as out of reach.
 */
export const CompanySearch = () => {
  const { t } = useTranslation();
  const { data: user } = useLoggedOnUser();
  const openCompany = useOpenCompany();
  const [input, setInput] = useState('');
  const typed = input.trim();
  const query = useDebouncedValue(typed, debounceMs);
  const longEnough = typed.length >= companySearchMinLength;
  const enabled = query.length >= companySearchMinLength;
  const search = useQuery({
    queryKey: ['companysearch', query],
    queryFn: ({ signal }) => apiFetch<SearchHit[]>(`/companysearch?q=${encodeURIComponent(query)}`, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const entryOf = (hit: SearchHit) => user?.companies.find((company) => company.organisationNumber === hit.organizationnumber);
  const noOptionsText = () => {
    if (!longEnough) return t('minStringLength', { minLength: companySearchMinLength });
    if (search.isError) return t(errorMessageKey(search.error));
    return t('portfolio.search.noResults');
  };

  return (
    <Autocomplete<SearchHit>
      options={longEnough ? (search.data ?? []) : []}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.name}
      getOptionDisabled={(hit) => !entryOf(hit)}
      disabledItemsFocusable
      isOptionEqualToValue={(a, b) => a.organizationnumber === b.organizationnumber}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_event, hit) => {
        const entry = hit && entryOf(hit);
        if (entry) openCompany(entry);
      }}
      loading={longEnough && (typed !== query || search.isFetching)}
      loadingText={t('general.loading')}
      noOptionsText={noOptionsText()}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <ListItemText
            primary={hit.name}
            secondary={[hit.organizationnumber, [hit.zip, hit.city].filter(Boolean).join(' '), entryOf(hit) ? null : t('portfolio.search.noAccess')]
              .filter(Boolean)
              .join(' · ')}
          />
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('portfolio.search.label')} type="search" margin="none" />}
      sx={{ mb: 2, maxWidth: 560 }}
    />
  );
};
