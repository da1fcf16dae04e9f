import { useState } from 'react';
import { useNotify } from '@andel/ui/shell';

export type SectionMode = 'view' | 'edit' | 'saving';

/**
 * The view / edit / saving states of the pledge and remark forms (seed: register, section 4): a failed save
 * returns to edit with an error shown, a successful one to view.
 */
export const useEditableSection = (save: () => Promise<unknown>, onSaved: () => void) => {
  const [mode, setMode] = useState<SectionMode>('view');
  const notify = useNotify();
  const submit = async () => {
    setMode('saving');
    try {
      await save();
      setMode('view');
      onSaved();
    } catch {
      setMode('edit');
      notify({ messageKey: 'shareholders.error.save', severity: 'error' });
    }
  };
  return { mode, edit: () => setMode('edit'), cancel: () => setMode('view'), submit };
};
