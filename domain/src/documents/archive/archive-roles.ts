import type { GrantedAccessType } from '../../platform/access/access-types';
import { grants, type Feature, type FeaturePermissions } from '../../platform/access/features';
import type { ArchiveSection, RootFolderType } from './archive-constants';

/** The seed's archive role flags (002 section 3). */
export type ArchiveRoleFlags = {
  allowBoardArchiveView: boolean;
  allowBoardArchiveEdit: boolean;
  allowShareholderArchiveView: boolean;
  allowShareholderArchiveEdit: boolean;
  allowAdminArchiveView: boolean;
  allowAdminArchiveEdit: boolean;
  allowCustomArchiveView: boolean;
  allowCustomArchiveEdit: boolean;
  allowShareholdersView: boolean;
  allowDbot: boolean;
};

const none: ArchiveRoleFlags = {
  allowBoardArchiveView: false,
  allowBoardArchiveEdit: false,
  allowShareholderArchiveView: false,
  allowShareholderArchiveEdit: false,
  allowAdminArchiveView: false,
  allowAdminArchiveEdit: false,
  allowCustomArchiveView: false,
  allowCustomArchiveEdit: false,
  allowShareholdersView: false,
  allowDbot: false,
};

const every = (view: boolean, edit: boolean): ArchiveRoleFlags => ({
  allowBoardArchiveView: view,
  allowBoardArchiveEdit: edit,
  allowShareholderArchiveView: view,
  allowShareholderArchiveEdit: edit,
  allowAdminArchiveView: view,
  allowAdminArchiveEdit: edit,
  allowCustomArchiveView: view,
  allowCustomArchiveEdit: edit,
  allowShareholdersView: view,
  allowDbot: view,
});

/**
 * The flags of one access: admins view and edit every section; super-admins view them; a custom role follows its
 * archive features (boardArchive, shareholderArchive, adminArchive, customArchives) at VIEW or EDIT, reads the
 * shareholders with `shareholders` and opens meeting links with the decision tool's features; a board member reads the
 * board archive, a shareholder (or their representative) the shareholder archive.
 */
export const archiveRoleFlags = ({ accessType, permissions = {} }: { accessType: GrantedAccessType; permissions?: FeaturePermissions }): ArchiveRoleFlags => {
  if (accessType === 'ADMIN') return every(true, true);
  if (accessType === 'SUPERADMIN') return every(true, false);
  if (accessType === 'BOARD_MEMBER') return { ...none, allowBoardArchiveView: true };
  if (accessType === 'SHAREHOLDER' || accessType === 'ADDITIONAL_REPRESENTATIVE') return { ...none, allowShareholderArchiveView: true };
  const at = (feature: Feature) => ({ view: grants(permissions, feature, 'VIEW'), edit: grants(permissions, feature, 'EDIT') });
  const [board, shareholder, admin, custom] = [at('boardArchive'), at('shareholderArchive'), at('adminArchive'), at('customArchives')];
  return {
    allowBoardArchiveView: board.view,
    allowBoardArchiveEdit: board.edit,
    allowShareholderArchiveView: shareholder.view,
    allowShareholderArchiveEdit: shareholder.edit,
    allowAdminArchiveView: admin.view,
    allowAdminArchiveEdit: admin.edit,
    allowCustomArchiveView: custom.view,
    allowCustomArchiveEdit: custom.edit,
    allowShareholdersView: at('shareholders').view,
    allowDbot: at('freetext').view || at('companyEvents').view,
  };
};

/**
 * Who views and edits a section: the four archives by their flags; the general meetings folder is read by anyone who
 * reads the board, shareholder or admin archive and filled by admin archive editors; the sent-for-signing folder is
 * the admin archive's.
 */
export const sectionAccess = (flags: ArchiveRoleFlags, section: ArchiveSection): { view: boolean; edit: boolean } => {
  switch (section) {
    case 'board-archive':
      return { view: flags.allowBoardArchiveView, edit: flags.allowBoardArchiveEdit };
    case 'shareholder-archive':
      return { view: flags.allowShareholderArchiveView, edit: flags.allowShareholderArchiveEdit };
    case 'custom-archive':
      return { view: flags.allowCustomArchiveView, edit: flags.allowCustomArchiveEdit };
    case 'general-meetings':
      return { view: flags.allowBoardArchiveView || flags.allowShareholderArchiveView || flags.allowAdminArchiveView, edit: flags.allowAdminArchiveEdit };
    case 'admin-archive':
    case 'send-for-signing':
      return { view: flags.allowAdminArchiveView, edit: flags.allowAdminArchiveEdit };
  }
};

/** The root folders the flags open: each section they view, and the trash when they edit some section. */
export const visibleRootFolders = (flags: ArchiveRoleFlags): RootFolderType[] => {
  const sections = (['board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing'] as const).filter((section) => sectionAccess(flags, section).view);
  return sections.some((section) => sectionAccess(flags, section).edit) ? [...sections, 'deleted'] : sections;
};

/**
 * With no root folder given: the admin archive, else the board archive, else the shareholder archive, as the role may
 * view (the seed's order); a role that views only the custom archives opens those. `null` is the invalid-access state.
 */
export const defaultRootFolder = (flags: ArchiveRoleFlags): RootFolderType | null =>
  flags.allowAdminArchiveView
    ? 'admin-archive'
    : flags.allowBoardArchiveView
      ? 'board-archive'
      : flags.allowShareholderArchiveView
        ? 'shareholder-archive'
        : flags.allowCustomArchiveView
          ? 'custom-archive'
          : null;
