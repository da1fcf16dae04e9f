import OpenAI from 'openai';

/** One message of a chat with the model. */
export type AiMessage = { role: 'system' | 'user'; content: string };

/** A language model behind the assistant: the answer to a chat, streamed as text pieces. */
export type AssistantProvider = { stream: (messages: AiMessage[], options: { temperature: number; signal?: AbortSignal }) => AsyncIterable<string> };

/** Where the model is: an OpenAI-compatible API (hosted or self-hosted), its key and the model's name. */
export type AiSettings = { baseURL: string; apiKey: string; model: string };

/** The provider for an OpenAI-compatible chat-completions API, through the `openai` package. */
export const openAiProvider = ({ baseURL, apiKey, model }: AiSettings): AssistantProvider => {
  const client = new OpenAI({ baseURL, apiKey, maxRetries: 0, timeout: 60_000 });
  return {
    async *stream(messages, { temperature, signal }) {
      const stream = await client.chat.completions.create({ model, messages, temperature, stream: true }, { signal });
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
};
