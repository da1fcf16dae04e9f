import { translate } from '../../collected/translate';
import { languages, type Language } from '../../kernel/i18n/languages';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { registerFactsJson, type RegisterFacts, type RegisterFactsJson } from '../../register/capital-increase/register-facts';
import { resolutionText } from '../../register/capital-increase/resolution-text';

/** `GET /project/{id}/decisions/{decisionId}/capital-increase`: the form, the register it is checked against, and the resolution in each language. */
export type CapitalIncreaseView = {
  decisionId: string;
  form: TCapitalIncrease;
  register: RegisterFactsJson;
  isLocked: boolean;
  resolution: Record<Language, string[]>;
};

export const capitalIncreaseView = (decisionId: string, form: TCapitalIncrease, register: RegisterFacts, isLocked: boolean): CapitalIncreaseView => ({
  decisionId,
  form,
  register: registerFactsJson(register),
  isLocked,
  resolution: Object.fromEntries(languages.map((language) => [language, resolutionText(form, register, language, (key, params) => translate(language, key, params))])) as Record<Language, string[]>,
});
