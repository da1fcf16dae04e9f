import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Replaces the address with `to`, unless the browser has already left the address this screen was drawn for. A
 * redirect that waits for data (a default tab the server names) can come while the user's own click is still loading
 * its screen (a navigation is a transition, so this screen stays drawn meanwhile); `<Navigate>` would then undo the
 * click.
 */
export const RedirectIfStillHere = ({ to }: { to: string }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (window.location.pathname === pathname) void navigate(to, { replace: true });
  }, [navigate, pathname, to]);
  return null;
};
