import type { ShareholderFieldName } from '@andel/domain/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiFetch } from '@andel/ui/shell';

export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** The seed's pause after typing before a field of the edit-all mode is stored. */
export const autosaveDelayMs = 1000;

/**
 * Holds a field's value and stores it through `POST /shareholder/update` 1 s after the last change.
 * A refused value stays in the field with the server's validation code until the user corrects it.
 */
export const useAutosaveField = (shareholderId: string, fieldName: ShareholderFieldName, initial: string | boolean | null, onSaved?: () => void) => {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async (newValue: string | boolean | null) => {
    setState('saving');
    try {
      await apiFetch('/shareholder/update', { method: 'POST', body: { shareholderId, fieldName, newValue } });
      setState('saved');
      setErrorKey(null);
      onSaved?.();
    } catch (error) {
      setState('error');
      const body = error instanceof ApiError ? (error.body as { validationError?: string } | null) : null;
      setErrorKey(body?.validationError ?? (error instanceof ApiError ? error.code : 'shareholders.error.storing'));
    }
  };

  const change = (newValue: string | boolean | null, immediately = false) => {
    setValue(newValue);
    setState('pending');
    clearTimeout(timer.current);
    if (immediately) void save(newValue);
    else timer.current = setTimeout(() => void save(newValue), autosaveDelayMs);
  };

  return { value, change, state, errorKey };
};
