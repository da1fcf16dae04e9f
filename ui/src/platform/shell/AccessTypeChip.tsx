import type { AccessType } from '@andel/domain/shared';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colour: Record<AccessType, 'primary' | 'secondary' | 'default' | 'info' | 'warning'> = {
  ADMIN: 'primary',
  CUSTOM: 'primary',
  BOARD_MEMBER: 'info',
  SHAREHOLDER: 'secondary',
  ADDITIONAL_REPRESENTATIVE: 'secondary',
  SUPERADMIN: 'warning',
  NONE: 'default',
  DRAFT: 'default',
};

/** The access type badge; a custom role shows the role's own name when known. */
export const AccessTypeChip = ({ accessType, roleName }: { accessType: AccessType; roleName?: string | null }) => {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={colour[accessType]} label={roleName ?? t(`accessType.${accessType}`)} />;
};
