import { describe, expect, it } from 'vitest';
import { isProjectLocked, requireProjectUnlocked } from './project-lock';

describe('project lock', () => {
  it('is locked while any document is sent and locked', () => {
    expect(isProjectLocked([])).toBe(false);
    expect(isProjectLocked([{ lockedAt: null }, { lockedAt: null }])).toBe(false);
    expect(isProjectLocked([{ lockedAt: null }, { lockedAt: new Date() }])).toBe(true);
  });

  it('refuses a change with projects.documentsLocked', () => {
    expect(() => requireProjectUnlocked([{ lockedAt: new Date() }])).toThrow(expect.objectContaining({ code: 'projects.documentsLocked' }));
    expect(() => requireProjectUnlocked([{ lockedAt: null }])).not.toThrow();
  });
});
