import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isInCurrentApp } from './routing';

/** Moves to an address: inside this app without a page load, to another app's address with one. */
export const useGoTo = () => {
  const navigate = useNavigate();
  return useCallback(
    (address: string, { replace = false }: { replace?: boolean } = {}) => {
      if (isInCurrentApp(address)) navigate(address, { replace });
      else if (replace) window.location.replace(address);
      else window.location.assign(address);
    },
    [navigate],
  );
};
