import { describe, expect, it } from 'vitest';
import { wordCount } from './assistant-constants';
import { ZAiCompleteSchema } from './assistant.schemas';
import { completionMessages, translationMessages } from './build-prompt';

const base = { promptType: 'COMPLETION_MESSAGE_TO_BOARD_MEMBERS', action: 'CONCISE', mode: { style: 'FORMAL', length: 'CONCISE' }, inputText: 'Styret møtes tirsdag.', language: 'nb', temperature: 'MEDIUM' } as const;

describe('assistant prompts', () => {
  it('say what the text is, the action, the style, the language and the length', () => {
    const [system, user] = completionMessages(ZAiCompleteSchema.parse(base));
    expect(system?.content).toContain('a message from a company to its board members');
    expect(system?.content).toContain('Shorten the text');
    expect(system?.content).toContain('formal style, in Norwegian (bokmål)');
    expect(user).toEqual({ role: 'user', content: 'Styret møtes tirsdag.' });
  });

  it('carry the custom prompt, which the custom action requires', () => {
    expect(ZAiCompleteSchema.safeParse({ ...base, action: 'CUSTOM' }).error?.issues[0]).toMatchObject({ message: 'required', path: ['mode', 'customPrompt'] });
    const [system] = completionMessages(ZAiCompleteSchema.parse({ ...base, action: 'CUSTOM', mode: { ...base.mode, customPrompt: 'Gjør det muntert' } }));
    expect(system?.content).toContain('Gjør det muntert');
  });

  it('refuse a text over the size limit and any temperature but medium', () => {
    expect(ZAiCompleteSchema.safeParse({ ...base, inputText: 'ord '.repeat(3000) }).error?.issues[0]?.message).toBe('ai.error.tooLong');
    expect(ZAiCompleteSchema.safeParse({ ...base, temperature: 'HIGH' }).success).toBe(false);
  });

  it('translate between two languages', () => {
    expect(translationMessages({ inputText: 'Hei', from: 'nb', to: 'en' })[0]?.content).toContain('from Norwegian (bokmål) to English');
  });

  it('count words', () => {
    expect(wordCount('  to  ord ')).toBe(2);
    expect(wordCount('')).toBe(0);
  });
});
