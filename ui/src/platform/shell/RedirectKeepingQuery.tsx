import { Navigate, useLocation } from 'react-router';

/** A redirect that keeps the query string (seed: platform core, section 2). */
export const RedirectKeepingQuery = ({ to }: { to: string }) => {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: to, search }} />;
};
