import type { OwnershipChainView } from '@andel/domain/shared';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Each chain on one line: "Kari Nordmann –50.00 %→ Holding En AS –40.00 %→ Konsern AS: gives 20.00 %". */
export const OwnershipChains = ({ chains }: { chains: OwnershipChainView[] }) => {
  const { t } = useTranslation();
  return (
    <>
      {chains.map((chain, index) => (
        <Typography key={index} variant="body2" data-testid="ownership-chain">
          {chain.links[0]?.ownerName}
          {chain.links.map((link) => ` –${link.ownershipInPercent} %→ ${link.ownedName}`).join('')}
          {`: ${t('beneficialOwners.chain.gives', { percent: chain.sharesInPercent })}`}
          {chain.controlled && ` (${t('beneficialOwners.chain.controlled')})`}
        </Typography>
      ))}
    </>
  );
};
