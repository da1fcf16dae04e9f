import type { Language } from '../../kernel/i18n/languages';
import type { AiAction, AiLength, AiPromptType, AiStyle } from './assistant-constants';
import type { AiMessage } from './assistant-provider';
import type { TAiComplete, TAiTranslate } from './assistant.schemas';

const languageNames: Record<Language, string> = { nb: 'Norwegian (bokmål)', sv: 'Swedish', en: 'English' };

const purposes: Record<AiPromptType, string> = {
  CUSTOM: 'a text written by a company',
  FREETEXT_DESCRIPTION: 'a description in a company document such as a notice or minutes',
  COMPLETION_MESSAGE_TO_SHAREHOLDERS: "a message from a company to its shareholders",
  COMPLETION_MESSAGE_TO_BOARD_MEMBERS: "a message from a company to its board members",
};

const actions: Record<Exclude<AiAction, 'CUSTOM'>, string> = {
  COMPLETE: 'Complete the text: continue it naturally where it ends and answer with the whole completed text.',
  EXPAND: 'Expand the text: keep its meaning and add detail and explanation.',
  CONCISE: 'Shorten the text: keep its meaning and say it in fewer words.',
};

const styles: Record<AiStyle, string> = { FORMAL: 'formal', NEUTRAL: 'neutral', ENGAGING: 'engaging' };
const lengths: Record<AiLength, string> = { COMPLEMENTARY: 'Add what is missing rather than repeating.', CONCISE: 'Keep the answer short.' };

/** The chat sent for `POST /ai/{orgNo?}/complete`: what the text is, what to do with it, the style and length, and the text itself. */
export const completionMessages = (input: TAiComplete): AiMessage[] => [
  {
    role: 'system',
    content: [
      `You help write ${purposes[input.promptType]}.`,
      input.action === 'CUSTOM' ? `Do as the user asks with the text: ${input.mode.customPrompt ?? ''}` : actions[input.action],
      `Write in a ${styles[input.mode.style]} style, in ${languageNames[input.language]}.`,
      lengths[input.mode.length],
      'Answer with the resulting text only.',
    ].join('\n'),
  },
  { role: 'user', content: input.inputText },
];

/** The chat sent for `POST /ai/translate`. */
export const translationMessages = (input: TAiTranslate): AiMessage[] => [
  {
    role: 'system',
    content: `Translate the text from ${languageNames[input.from]} to ${languageNames[input.to]}. Keep its formatting and meaning. Answer with the translation only.`,
  },
  { role: 'user', content: input.inputText },
];
