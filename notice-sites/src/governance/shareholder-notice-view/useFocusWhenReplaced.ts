import { type RefObject, useEffect, useRef } from 'react';

/**
 * Gives the focus to `target` when `key` changes and the focus was lost with the content it replaced (the browser then
 * leaves it on the body), so a keyboard user goes on from the new content instead of the top of the page. A focus
 * the user has put elsewhere is left alone.
 */
export const useFocusWhenReplaced = (key: unknown, target: RefObject<HTMLElement | null>) => {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    const active = document.activeElement;
    if (!active || active === document.body) target.current?.focus();
  }, [key, target]);
};
