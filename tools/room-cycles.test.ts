import { describe, expect, it } from 'vitest';
import { findRoomCycles, roomOf } from './room-cycles';

const edge = (from: string, to: string) => ({ from: `domain/src/${from}`, to: `domain/src/${to}` });

describe('roomOf', () => {
  it('names a module by its wing and room', () => {
    expect(roomOf('domain/src/platform/audit/record-audit-event.ts')).toBe('platform/audit');
    expect(roomOf('domain/src/kernel/i18n/catalogue.ts')).toBe('kernel/i18n');
  });

  it('leaves the entry files and everything outside domain/src out', () => {
    expect(roomOf('domain/src/server.ts')).toBeUndefined();
    expect(roomOf('bff/src/platform/audit/audit.routes.ts')).toBeUndefined();
  });
});

describe('findRoomCycles', () => {
  it('finds none in a layered graph', () => {
    expect(
      findRoomCycles([
        edge('register/log/a.ts', 'register/ledger/b.ts'),
        edge('register/ledger/b.ts', 'kernel/format/c.ts'),
        edge('register/log/a.ts', 'kernel/format/c.ts'),
      ]),
    ).toEqual([]);
  });

  it('ignores imports inside one room, even circular ones', () => {
    expect(findRoomCycles([edge('register/log/a.ts', 'register/log/b.ts'), edge('register/log/b.ts', 'register/log/a.ts')])).toEqual([]);
  });

  it('finds two rooms importing each other through different modules', () => {
    expect(findRoomCycles([edge('register/log/a.ts', 'register/read-model/b.ts'), edge('register/read-model/c.ts', 'register/log/d.ts')])).toEqual([
      {
        layer: 'code',
        rooms: ['register/log', 'register/read-model'],
        path: [edge('register/log/a.ts', 'register/read-model/b.ts'), edge('register/read-model/c.ts', 'register/log/d.ts')],
      },
    ]);
  });

  it('finds a circle through a chain of rooms and reports it from its first room', () => {
    const [cycle, ...rest] = findRoomCycles([
      edge('platform/users/a.ts', 'platform/companies/b.ts'),
      edge('platform/companies/b.ts', 'platform/access/c.ts'),
      edge('platform/access/c.ts', 'platform/users/d.ts'),
      edge('platform/access/c.ts', 'kernel/errors/e.ts'),
    ]);
    expect(rest).toEqual([]);
    expect(cycle!.rooms).toEqual(['platform/access', 'platform/companies', 'platform/users']);
    expect(cycle!.path.map(({ from }) => roomOf(from))).toEqual(['platform/access', 'platform/users', 'platform/companies']);
  });

  it('does not count the kernel collectors reading the rooms\' declaration files', () => {
    expect(
      findRoomCycles([
        edge('collected/message-catalogue.ts', 'platform/audit/audit.messages.ts'),
        edge('collected/error-codes.ts', 'platform/audit/audit.errors.ts'),
        edge('platform/audit/x.ts', 'collected/translate.ts'),
        edge('platform/audit/x.ts', 'kernel/errors/domain-error.ts'),
      ]),
    ).toEqual([]);
  });

  it('reports each separate circle', () => {
    const cycles = findRoomCycles([
      edge('platform/a/x.ts', 'platform/b/x.ts'),
      edge('platform/b/x.ts', 'platform/a/x.ts'),
      edge('register/c/x.ts', 'register/d/x.ts'),
      edge('register/d/x.ts', 'register/c/x.ts'),
    ]);
    expect(cycles.map(({ rooms }) => rooms)).toEqual([
      ['platform/a', 'platform/b'],
      ['register/c', 'register/d'],
    ]);
  });

  it('lets code read another room\'s entities: a room\'s schema and its code are checked apart', () => {
    expect(
      findRoomCycles([
        edge('register/log/posting.entity.ts', 'register/shareholders/shareholder.entity.ts'),
        edge('register/shareholders/delete-shareholder.ts', 'register/log/posting.entity.ts'),
        edge('platform/audit/audit-event.entity.ts', 'platform/users/user.entity.ts'),
        edge('platform/users/update-user.ts', 'platform/audit/record-audit-event.ts'),
      ]),
    ).toEqual([]);
  });

  it('finds a circle among entities, and one through an entity importing code', () => {
    const cycles = findRoomCycles([
      edge('platform/a/a.entity.ts', 'platform/b/b.entity.ts'),
      edge('platform/b/b.entity.ts', 'platform/a/a.entity.ts'),
      edge('platform/c/c.entity.ts', 'platform/d/d-types.ts'),
      edge('platform/d/x.ts', 'platform/c/y.ts'),
    ]);
    expect(cycles.map(({ layer, rooms }) => [layer, rooms])).toEqual([
      ['code', ['platform/c', 'platform/d']],
      ['schema', ['platform/a', 'platform/b']],
    ]);
  });
});
