import { AppLayout } from '@andel/ui/shell';
import { HelpCenter } from './HelpCenter';

/** `/help-center` and `/portfolio/{scope}/help-center`: the help center outside a company. */
export const HelpCenterPage = () => (
  <AppLayout>
    <HelpCenter />
  </AppLayout>
);
