import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { useId, useState, type ReactNode } from 'react';

type SwitcherMenuProps = {
  label: string;
  ariaLabel?: string;
  /** The menu's entries; `close` shuts the menu after a choice. */
  children: (close: () => void) => ReactNode;
};

/** A top-bar button showing the current choice that opens a menu of the others (company and portfolio switchers). */
export const SwitcherMenu = ({ label, ariaLabel, children }: SwitcherMenuProps) => {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-label={ariaLabel}
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, maxWidth: { xs: 180, sm: 320 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { maxHeight: 420 } } }}>
        {children(close)}
      </Menu>
    </>
  );
};
