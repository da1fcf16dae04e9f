import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiSettings } from '@andel/domain/server';

/**
 * A local stand-in for an OpenAI-compatible model, for tests, end-to-end specs and demos (`AI_DEV_SERVER=1`): it
 * speaks the chat-completions streaming protocol (server-sent events of `chat.completion.chunk`, then `[DONE]`) and
 * answers predictably from the instruction it is given: shorten keeps the first sentence, expand and complete add a
 * sentence, translate marks the text with the target language, a custom prompt echoes the text. Never for production.
 */
export type LocalModelServer = AiSettings & { requests: { messages: { role: string; content: string }[]; temperature?: number }[]; close: () => Promise<void> };

const readJson = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as { messages: { role: string; content: string }[]; temperature?: number; stream?: boolean };
};

const languageCodes: Record<string, string> = { 'Norwegian (bokmål)': 'nb', Swedish: 'sv', English: 'en' };

/** The answer the stand-in gives to a chat. */
export const localModelAnswer = (system: string, text: string): string => {
  if (system.includes('Shorten the text')) return text.match(/^[^.!?]*[.!?]/)?.[0] ?? text.split(/\s+/).slice(0, Math.ceil(text.split(/\s+/).length / 2)).join(' ');
  if (system.includes('Expand the text')) return `${text} This is described in more detail in the attached documents.`;
  if (system.includes('Complete the text')) return `${text} We look forward to seeing you.`;
  const translation = system.match(/Translate the text from (.+) to (.+?)\./);
  if (translation) return `[${languageCodes[translation[2]!] ?? translation[2]}] ${text}`;
  return text;
};

export const startLocalModelServer = async (): Promise<LocalModelServer> => {
  const requests: LocalModelServer['requests'] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404).end();
      return;
    }
    const body = await readJson(request);
    requests.push({ messages: body.messages, temperature: body.temperature });
    const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
    const text = body.messages.find((message) => message.role === 'user')?.content ?? '';
    const answer = localModelAnswer(system, text);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'local', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'local', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of answer.match(/\S+\s*/g) ?? []) response.write(chunk({ content: piece }, null));
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseURL, apiKey: 'local', model: 'local', requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
