/**
 * Runs at most `limit` pieces of work at once in this process; the others wait in arrival order, each told its place
 * in the line (1 = next) whenever it changes. `take` resolves with the release function once it is the caller's turn.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: { start: () => void; onPlace: (place: number) => void }[] = [];

  constructor(readonly limit: number) {}

  async take(onPlace: (place: number) => void = () => {}): Promise<() => void> {
    if (this.running < this.limit && this.waiting.length === 0) this.running++;
    else
      await new Promise<void>((start) => {
        this.waiting.push({ start, onPlace });
        onPlace(this.waiting.length);
      });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The slot passes straight to the first in line, so `running` stays as it is.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
      this.waiting.forEach((waiter, index) => waiter.onPlace(index + 1));
    };
  }

  get waitingCount() {
    return this.waiting.length;
  }
}
