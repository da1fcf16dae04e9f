import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { meetingAccessTypes } from '../meeting-documents/meeting-document-constants';
import { Project } from '../projects/project.entity';
import { batchNoticeStates } from './batch-project-constants';
import { BatchProject } from './batch-project.entity';

/**
 * One company's project in a batch, and its notice's sending as the batch asked for it: queued with how it is opened,
 * its message and who asked, then sent by the background job (or refused, with the error code).
 */
export const BatchProjectEntrySchema = defineEntity({
  name: 'BatchProjectEntry',
  uniques: [{ properties: ['project'] }],
  indexes: [{ properties: ['batch', 'position'] }, { properties: ['noticeState'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    batch: () => p.manyToOne(BatchProject).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    position: p.integer(),
    noticeState: p.enum(batchNoticeStates).default('NOT_REQUESTED'),
    noticeAccessType: p.enum(meetingAccessTypes).nullable(),
    noticeMessage: p.text().nullable(),
    noticeRequestedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    noticeRequestedAt: p.datetime().nullable(),
    /** The error code the sending was refused with (`FAILED`). */
    noticeError: p.string().length(100).nullable(),
  },
});

export class BatchProjectEntry extends BatchProjectEntrySchema.class {}
BatchProjectEntrySchema.setClass(BatchProjectEntry);
