import { useQuery } from '@tanstack/react-query';
import { loggedOnUserQuery } from './logged-on-user';

/**
 * The signed-in user. Without a session the query fails with 401 `auth.notAuthenticated`, and the query
 * client sends the browser to `/login?redirect=<current page>`.
 */
export const useLoggedOnUser = () => useQuery(loggedOnUserQuery);
