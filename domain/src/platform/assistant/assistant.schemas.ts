import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { aiActions, aiLengths, aiMaxCustomPromptLength, aiMaxInputLength, aiPromptTypes, aiStyles, aiTemperatures } from './assistant-constants';

const ZInputTextSchema = z.string().max(aiMaxInputLength, 'ai.error.tooLong');

/** `POST /ai/{orgNo?}/complete`: the mode carries the style, the length and, for the custom action, the user's prompt. */
export const ZAiCompleteSchema = z
  .object({
    promptType: z.enum(aiPromptTypes),
    action: z.enum(aiActions),
    mode: z.object({
      style: z.enum(aiStyles),
      length: z.enum(aiLengths),
      customPrompt: z.string().trim().max(aiMaxCustomPromptLength, 'ai.error.tooLong').optional(),
    }),
    inputText: ZInputTextSchema,
    language: z.enum(languages),
    temperature: z.enum(aiTemperatures),
  })
  .refine((input) => input.action !== 'CUSTOM' || Boolean(input.mode.customPrompt), { message: 'required', path: ['mode', 'customPrompt'] });
export type TAiComplete = z.infer<typeof ZAiCompleteSchema>;

/** `POST /ai/translate`. */
export const ZAiTranslateSchema = z.object({ inputText: ZInputTextSchema, from: z.enum(languages), to: z.enum(languages) });
export type TAiTranslate = z.infer<typeof ZAiTranslateSchema>;

/** `PUT /company-settings/{orgNo}/ai-assistant`. */
export const ZAiAssistantSettingSchema = z.object({ enabled: z.boolean() });
export type TAiAssistantSetting = z.infer<typeof ZAiAssistantSettingSchema>;
