import { projectNameMaxLength } from './project-constants';

/**
 * The name a new project is offered (seed 002, section 9): its date, then the decision titles joined by a comma,
 * cut at 150 characters (whole characters, so an emoji is never split); no dangling separator is left at the cut.
 */
export const defaultProjectName = (date: string, decisionTitles: readonly string[]): string => {
  const titles = decisionTitles.map((title) => title.trim()).filter(Boolean);
  const full = titles.length ? `${date} ${titles.join(', ')}` : date;
  const cut = [...full].slice(0, projectNameMaxLength).join('');
  return cut.length < full.length ? cut.replace(/[\s,]+$/u, '') : cut;
};
