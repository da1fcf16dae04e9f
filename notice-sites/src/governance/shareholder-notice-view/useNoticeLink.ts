import { ApiError } from '@andel/ui/shell';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noticeCall } from '@andel/ui/board-meeting';

/** The codes that ask for the meeting password or a sign-in (seed 002, section 8: a 401 prompts for the password). */
export const passwordCodes = ['noticeForShareholder.passwordRequired', 'noticeForShareholder.wrongPassword', 'noticeForShareholder.loginRequired', 'noticeForShareholder.notTheRecipient'];
export const signInCodes = ['noticeForShareholder.loginRequired', 'noticeForShareholder.notTheRecipient'];

/** Loads a page behind a personal notice link with the meeting password once given; polls so changes show without reload. */
export const useNoticeLink = <T>(path: string) => {
  const [password, setPassword] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['general-meeting-notice', path, password], queryFn: () => noticeCall<T>(path, password), retry: false, refetchInterval: 10_000 });
  const errorCode = query.error instanceof ApiError ? query.error.code : null;
  return { query, password, setPassword, errorCode, needsPassword: errorCode !== null && passwordCodes.includes(errorCode) };
};
