import { useState } from 'react';

/** The ticked items of a checkbox list (organisation numbers), and a toggle that ticks or unticks one. */
export const useTicked = (initial: () => string[] = () => []) => {
  const [ticked, setTicked] = useState(initial);
  const toggle = (item: string) => setTicked((current) => (current.includes(item) ? current.filter((other) => other !== item) : [...current, item]));
  return { ticked, toggle };
};
