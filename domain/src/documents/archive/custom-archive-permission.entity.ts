import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CustomRole } from '../../platform/custom-roles/custom-role.entity';
import { ArchiveEntry } from './archive-entry.entity';
import { customArchiveAccessLevels } from './custom-archive-access';

/**
 * A custom role's access to one custom archive (a folder at the top of the custom-archive section): VIEW or EDIT, up to
 * the role's `customArchives` level. A role without one does not see the archive.
 */
export const CustomArchivePermissionSchema = defineEntity({
  name: 'CustomArchivePermission',
  uniques: [{ properties: ['folder', 'customRole'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    folder: () => p.manyToOne(ArchiveEntry).deleteRule('cascade'),
    customRole: () => p.manyToOne(CustomRole).deleteRule('cascade').index(),
    access: p.enum(customArchiveAccessLevels),
  },
});

export class CustomArchivePermission extends CustomArchivePermissionSchema.class {}
CustomArchivePermissionSchema.setClass(CustomArchivePermission);
