import { richTextOf, richTextOfPlainText, richTextPlainText, type Language } from '@andel/domain/shared';
import { useRef, useState } from 'react';
import { postAiStream } from './ai-stream';
import { useAiStatus } from './AssistantMenu';

type Direction<L> = { from: L; to: L };
const noValues = { values: {}, fallback: () => '' };

/**
 * Auto-translate between a document's two languages (seed 000, section 4): a change to the source language's text
 * is translated into the target language; the direction defaults from the first language to the second; the user
 * can swap it or turn it off; editing the translated text turns it off (`turnedOffByEdit` shows the info alert).
 * Offered only where the assistant is available and on.
 */
export const useAutoTranslate = <L extends string>({ orgNo, languages, interfaceLanguageOf }: { orgNo?: string; languages: readonly L[]; interfaceLanguageOf: (language: L) => Language }) => {
  const status = useAiStatus(orgNo);
  const offered = Boolean(status.data?.configured && status.data.enabled) && languages.length === 2;
  const [on, setOn] = useState(true);
  const [turnedOffByEdit, setTurnedOffByEdit] = useState(false);
  const [swapped, setSwapped] = useState(false);
  const direction: Direction<L> | null = offered ? (swapped ? { from: languages[1]!, to: languages[0]! } : { from: languages[0]!, to: languages[1]! }) : null;
  const running = useRef<AbortController | null>(null);

  /** Translates the source text (a stored rich text) into the target language and hands the result over as a stored text. */
  const sourceChanged = async (language: L, stored: string, apply: (translated: string) => void) => {
    if (!direction || !on || language !== direction.from || !stored) return;
    const text = richTextPlainText(richTextOf(stored), noValues).trim();
    if (!text) return;
    running.current?.abort();
    running.current = new AbortController();
    const query = orgNo ? `?orgNo=${encodeURIComponent(orgNo)}` : '';
    try {
      const translated = await postAiStream(`/ai/translate${query}`, { inputText: text, from: interfaceLanguageOf(direction.from), to: interfaceLanguageOf(direction.to) }, () => undefined, running.current.signal);
      apply(JSON.stringify(richTextOfPlainText(translated.trim())));
    } catch {
      // A failed translation leaves the target as it was; the assistant's own banner reports errors where it is used.
    }
  };
  /** The user typed in `language`'s text: editing the translated text turns auto-translate off. */
  const edited = (language: L) => {
    if (direction && on && language === direction.to) {
      running.current?.abort();
      setOn(false);
      setTurnedOffByEdit(true);
    }
  };
  return {
    direction,
    on: Boolean(direction) && on,
    turnedOffByEdit,
    setOn: (value: boolean) => {
      setOn(value);
      setTurnedOffByEdit(false);
    },
    swap: () => setSwapped((value) => !value),
    sourceChanged,
    edited,
  };
};
