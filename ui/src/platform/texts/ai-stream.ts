import { ApiError, csrfToken } from '../shell';

/**
 * Posts to an AI call and hands each piece of the streamed answer to `onText` as it arrives; resolves with the whole
 * answer. A refusal (4xx/5xx with an error body) rejects with its `ApiError`; a broken stream with `ai.notAvailable`.
 */
export const postAiStream = async (path: string, body: unknown, onText: (text: string) => void, signal?: AbortSignal): Promise<string> => {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfToken() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let answer = '';
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      answer += next.value;
      onText(answer);
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(503, { error: { code: 'ai.notAvailable' } });
  }
  return answer;
};
