import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';

/**
 * The row that counts a file's bytes as stored: written in the same transaction as the record that uses it (an archive
 * entry), after the bytes are in the store. So a row always has its bytes, and bytes without a row are an
 * interrupted or undone command's, which `sweepOrphanedFiles` removes.
 */
export const StoredFileSchema = defineEntity({
  name: 'StoredFile',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    /** `files/<company id>/<id>`, in the store. */
    key: p.string().length(200).unique(),
    contentType: p.string().length(100),
    size: p.bigint('number'),
    sha256: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
