import { describe, expect, it } from 'vitest';
import { projectStatusOf } from './project-status';
import type { DocumentSigningView } from './project-views';

const signing = (status: DocumentSigningView['status'], signed: number): DocumentSigningView => ({ requestId: 'r', status, signed, total: 2, sentAt: '2026-03-01T10:00:00.000Z', completedAt: null, sealedEntryId: null });
const sent = { lockedAt: new Date('2026-03-01T10:00:00Z') };
const draft = { lockedAt: null };

describe('a project status follows its documents', () => {
  it('is a draft with nothing sent, and sent with a notice out', () => {
    expect(projectStatusOf([draft, draft], [])).toBe('DRAFT');
    expect(projectStatusOf([sent, draft], [])).toBe('SENT');
  });

  it('is out for signing until every signer has signed, then completed once sealed', () => {
    expect(projectStatusOf([sent, sent], [signing('SENT_FOR_SIGNING', 0)])).toBe('DOCUMENT_SIGNING_STARTED');
    expect(projectStatusOf([sent, sent], [signing('SIGNING_IN_PROGRESS', 1)])).toBe('DOCUMENT_SIGNING_STARTED');
    expect(projectStatusOf([sent, sent], [signing('SIGNING_COMPLETE', 2)])).toBe('COMPLETED');
  });
});
