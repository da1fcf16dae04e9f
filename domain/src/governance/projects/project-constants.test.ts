import { describe, expect, it } from 'vitest';
import { projectsInTab } from './project-constants';

describe('projectsInTab', () => {
  const projects = [
    { id: 'mine', isOwner: true },
    { id: 'theirs', isOwner: false },
  ];

  it('shows all projects, the viewer\'s own, or the others\'', () => {
    expect(projectsInTab(projects, 'all').map(({ id }) => id)).toEqual(['mine', 'theirs']);
    expect(projectsInTab(projects, 'by-me').map(({ id }) => id)).toEqual(['mine']);
    expect(projectsInTab(projects, 'by-others').map(({ id }) => id)).toEqual(['theirs']);
  });
});
