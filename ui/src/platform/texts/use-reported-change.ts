import { useEffect, useRef } from 'react';
import { editorChangeDebounceMs } from '@andel/domain/shared';

/**
 * Reports the editor's value on blur or `editorChangeDebounceMs` (10 s) after the last input (seed 000, section 4),
 * and on unmount when a change is still unreported. Returns `changed` for each input and `flush` for blur.
 */
export const useReportedChange = (report: (value: string) => void) => {
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reportRef = useRef(report);
  reportRef.current = report;
  const flush = () => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    const value = pending.current;
    pending.current = null;
    reportRef.current(value);
  };
  const changed = (value: string) => {
    pending.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, editorChangeDebounceMs);
  };
  useEffect(() => flush, []);
  return { changed, flush };
};
