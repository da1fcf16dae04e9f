import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api';
import { loginPath } from './routing';

/** Ends the session and goes to the sign-in page, whatever the server answered. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      window.location.assign(loginPath);
    },
  });
};
