import { liveMeetingEvents } from '@andel/domain/shared';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openGeneralMeeting } from '../../testing/general-meeting-test-setup';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { listenForCacheInvalidation } from '../shared/cache-invalidation';
import { createLiveHub } from './live-hub';

let t: TestApp;
let gm: Awaited<ReturnType<typeof openGeneralMeeting>>;

beforeAll(async () => {
  t = await createTestApp();
  gm = await openGeneralMeeting(t, '916180563');
});
afterAll(() => t.close());

const until = async (done: () => boolean) => {
  for (const end = Date.now() + 10_000; !done(); await new Promise((resolve) => setTimeout(resolve, 50))) if (Date.now() > end) throw new Error('timed out');
};

it("trusts a meeting's context while it hears the database's notifications, until a change of the meeting (by any process) is notified", async () => {
  const hub = createLiveHub({ orm: t.orm });
  const topics: (string | null)[] = [];
  const listener = listenForCacheInvalidation({ databaseUrl: t.databaseUrl, invalidate: (topic) => (topics.push(topic), hub.invalidate(topic)), listening: hub.followNotifications });
  try {
    await until(() => topics.length > 0);
    const first = hub.contextOf(gm.projectId);
    expect((await first).agenda.decisionIds).toEqual([gm.decisionId]);
    // Long past the expiry used without notifications.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    expect(hub.contextOf(gm.projectId)).toBe(first);
    clock.mockRestore();

    const settings = { meetingDate: '2099-06-02', startTime: '12:00', endTime: '14:00', meetingForm: 'hybrid', meetingChair: { companyroleId: gm.roles['leder@example.no'], name: 'Lise Leder' } };
    expect((await gm.admin.put(`/api/project/${gm.projectId}/general-meeting`, settings)).status).toBe(200);
    await until(() => topics.includes(`meeting:${gm.projectId}`));
    expect((await hub.contextOf(gm.projectId)).meetingDate).toBe('2099-06-02');
  } finally {
    await listener.stop();
  }
});

it('sends every item\'s tallies again when clients rejoin, at most once a second, the last rejoin answered at the second\'s end', async () => {
  const hub = createLiveHub({ orm: t.orm });
  const sent: { event: string; items: { itemId: string }[] }[] = [];
  hub.attach({ of: () => ({ adapter: { rooms: new Map() } }), to: () => ({ emit: (event: string, data: { items: { itemId: string }[] }) => sent.push({ event, items: data.items }) }) } as unknown as Server);
  const itemIds = (await hub.contextOf(gm.projectId)).agenda.itemIds;
  for (let rejoin = 0; rejoin < 3; rejoin++) hub.rejoined(gm.projectId);
  await until(() => sent.length === 2);
  // The admins' room and the participants' room, each every item.
  expect(sent.map(({ event, items }) => [event, items.map((item) => item.itemId)])).toEqual(Array(2).fill([liveMeetingEvents.voted, itemIds]));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sent).toHaveLength(2);
  await until(() => sent.length === 4);
  await new Promise((resolve) => setTimeout(resolve, 1_300));
  expect(sent).toHaveLength(4);
});
