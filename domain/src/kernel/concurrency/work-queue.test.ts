import { describe, expect, it } from 'vitest';
import { WorkQueue } from './work-queue';

describe('WorkQueue', () => {
  it('runs at most its limit at once, starts the others in arrival order and tells each its place as the line moves', async () => {
    const queue = new WorkQueue(2);
    const first = await queue.take();
    const second = await queue.take();
    const places: Record<string, number[]> = { third: [], fourth: [] };
    const started: string[] = [];
    const third = queue.take((place) => places.third!.push(place)).then((release) => (started.push('third'), release));
    const fourth = queue.take((place) => places.fourth!.push(place)).then((release) => (started.push('fourth'), release));
    await Promise.resolve();
    expect(started).toEqual([]);
    expect(queue.waitingCount).toBe(2);
    second();
    second(); // a second release of the same slot frees nothing more
    (await third)();
    expect(started).toEqual(['third']);
    first();
    (await fourth)();
    expect(started).toEqual(['third', 'fourth']);
    expect(places).toEqual({ third: [1], fourth: [2, 1] });
    // Everything released: the next one starts at once.
    const fifth = await queue.take();
    fifth();
    expect(queue.waitingCount).toBe(0);
  });
});
