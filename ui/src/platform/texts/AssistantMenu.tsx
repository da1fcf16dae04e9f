import { aiActions, aiDefaults, aiLengths, aiMinimumWords, aiStyles, wordCount, type AiAction, type AiLength, type AiPromptType, type AiStyle, type Language } from '@andel/domain/shared';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey } from '../shell';
import { postAiStream } from './ai-stream';
import { useTypedProgress } from './useTypedProgress';

type AiStatus = { configured: boolean; enabled: boolean };
type Phase = { kind: 'closed' } | { kind: 'choosing' } | { kind: 'streaming' | 'finished'; answer: string } | { kind: 'failed'; messageKey: string; params?: Record<string, string | number> };

export type AssistantMenuProps = {
  orgNo?: string;
  promptType: AiPromptType;
  language: Language;
  /** The text the assistant works on (the selection, or the whole text). */
  textToImprove: () => string;
  /** The user keeps the answer. */
  onKeep: (answer: string) => void;
};

const aiPath = (orgNo: string | undefined, call: string) => (orgNo ? `/ai/${encodeURIComponent(orgNo)}/${call}` : `/ai/${call}`);

/** Whether the assistant may be used here, for its button. */
export const useAiStatus = (orgNo: string | undefined) =>
  useQuery({ queryKey: ['ai-status', orgNo ?? null], queryFn: () => apiFetch<AiStatus>(aiPath(orgNo, 'status')), staleTime: 60_000 });

/**
 * The AI writing assistant of an editor: complete, expand, shorten or a custom prompt, in a style and length
 * (defaults complete, neutral, complementary); fewer than three words fail at once; the answer types out one
 * character per 50 ms, then the user keeps or cancels it; errors show as a banner.
 */
export const AssistantMenu = ({ orgNo, promptType, language, textToImprove, onKeep }: AssistantMenuProps) => {
  const { t } = useTranslation();
  const status = useAiStatus(orgNo);
  const [phase, setPhase] = useState<Phase>({ kind: 'closed' });
  const [action, setAction] = useState<AiAction>(aiDefaults.action);
  const [style, setStyle] = useState<AiStyle>(aiDefaults.style);
  const [length, setLength] = useState<AiLength>(aiDefaults.length);
  const [customPrompt, setCustomPrompt] = useState('');
  const [answer, setAnswer] = useState('');
  const abort = useRef<AbortController | null>(null);
  const progress = useTypedProgress(answer);

  const available = status.data?.configured && status.data.enabled;
  const buttonLabel = !status.data ? 'ai.button' : !status.data.configured ? 'ai.button.notAvailable' : !status.data.enabled ? 'ai.button.turnedOff' : 'ai.button';

  const run = async () => {
    const inputText = textToImprove();
    if (wordCount(inputText) < aiMinimumWords) {
      setPhase({ kind: 'failed', messageKey: 'ai.error.minimumLength', params: { minimum: aiMinimumWords } });
      return;
    }
    abort.current = new AbortController();
    setAnswer('');
    progress.reset();
    setPhase({ kind: 'streaming', answer: '' });
    try {
      const body = { promptType, action, mode: { style, length, ...(action === 'CUSTOM' ? { customPrompt } : {}) }, inputText, language, temperature: 'MEDIUM' };
      const whole = await postAiStream(aiPath(orgNo, 'complete'), body, setAnswer, abort.current.signal);
      setPhase({ kind: 'finished', answer: whole });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      setPhase({ kind: 'failed', messageKey: errorMessageKey(error) === 'general-error' ? 'ai.notAvailable' : errorMessageKey(error) });
    }
  };
  const close = () => {
    abort.current?.abort();
    setAnswer('');
    setPhase({ kind: 'closed' });
  };
  const finished = phase.kind === 'finished' && progress.caughtUp;

  return (
    <>
      <Button size="small" startIcon={<AutoAwesome />} disabled={!available} onClick={() => setPhase({ kind: 'choosing' })}>
        {t(buttonLabel)}
      </Button>
      {phase.kind !== 'closed' && (
        <Paper variant="outlined" role="region" aria-label={t('ai.button')} sx={{ p: 2, mt: 1, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {phase.kind === 'failed' && (
            <Alert severity="error" onClose={() => setPhase({ kind: 'choosing' })}>
              {t(phase.messageKey, phase.params)}
            </Alert>
          )}
          {(phase.kind === 'choosing' || phase.kind === 'failed') && (
            <>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {aiActions.map((choice) => (
                  <Button key={choice} size="small" variant={choice === action ? 'contained' : 'outlined'} aria-pressed={choice === action} onClick={() => setAction(choice)}>
                    {t(`ai.action.${choice}`)}
                  </Button>
                ))}
              </Box>
              {action === 'CUSTOM' && <TextField size="small" label={t('ai.customPrompt')} value={customPrompt} onChange={(event) => setCustomPrompt(event.target.value)} />}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <TextField select size="small" label={t('ai.style')} value={style} onChange={(event) => setStyle(event.target.value as AiStyle)} sx={{ minWidth: 160 }}>
                  {aiStyles.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {t(`ai.style.${choice}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField select size="small" label={t('ai.length')} value={length} onChange={(event) => setLength(event.target.value as AiLength)} sx={{ minWidth: 160 }}>
                  {aiLengths.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {t(`ai.length.${choice}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={run} disabled={action === 'CUSTOM' && !customPrompt.trim()}>
                  {t('ai.run')}
                </Button>
                <Button size="small" onClick={close}>
                  {t('ai.cancel')}
                </Button>
              </Box>
            </>
          )}
          {(phase.kind === 'streaming' || phase.kind === 'finished') && (
            <>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t(finished ? 'ai.finished' : 'ai.progress')}
              </Typography>
              {!finished && <LinearProgress />}
              <Typography aria-live="polite" sx={{ whiteSpace: 'pre-wrap' }} data-testid="ai-answer">
                {progress.text}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={!finished}
                  onClick={() => {
                    onKeep(answer);
                    close();
                  }}
                >
                  {t('ai.keep')}
                </Button>
                <Button size="small" onClick={close}>
                  {t('ai.cancel')}
                </Button>
              </Box>
            </>
          )}
        </Paper>
      )}
    </>
  );
};
