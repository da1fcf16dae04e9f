import { aiProgressCharacterMs } from '@andel/domain/shared';
import { useEffect, useState } from 'react';

/** Types `target` out one character per `aiProgressCharacterMs` (50 ms), catching up as more arrives; `done` once all is shown. */
export const useTypedProgress = (target: string) => {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= target.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), aiProgressCharacterMs);
    return () => clearTimeout(timer);
  }, [shown, target]);
  return { text: target.slice(0, shown), caughtUp: shown >= target.length, reset: () => setShown(0) };
};
