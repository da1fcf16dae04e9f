import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../platform/users/user.entity';
import { ProjectDecision } from '../projects/project-decision.entity';

/**
 * The register notification of a decision (the sendToBR step): when its package was first produced and when the
 * admin marked it sent to Foretaksregisteret or Bolagsverket. The package itself is drawn again at each download from
 * what the follow-up holds then; only these two facts are kept, and the step's status is read from them.
 */
export const RegisterNotificationSchema = defineEntity({
  name: 'RegisterNotification',
  properties: {
    decision: () => p.oneToOne(ProjectDecision).primary().deleteRule('cascade'),
    producedAt: p.datetime(),
    producedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    sentAt: p.datetime().nullable(),
    sentBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class RegisterNotification extends RegisterNotificationSchema.class {}
RegisterNotificationSchema.setClass(RegisterNotification);
