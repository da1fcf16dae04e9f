/**
 * Bounds how much heavy work (reading an uploaded file, a register-sized JSON body) runs at once: at most `perProcess`
 * in this process and `perKey` for one key (a company). `take` answers a release function, or which bound is full; it
 * never waits, so a refused request costs nothing but its answer.
 */
export class WorkSlots {
  private running = 0;
  private readonly byKey = new Map<string, number>();

  constructor(readonly limits: { perProcess: number; perKey: number }) {}

  take(key: string): { release: () => void } | { busy: 'process' | 'key' } {
    const forKey = this.byKey.get(key) ?? 0;
    if (forKey >= this.limits.perKey) return { busy: 'key' };
    if (this.running >= this.limits.perProcess) return { busy: 'process' };
    this.running++;
    this.byKey.set(key, forKey + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        const left = (this.byKey.get(key) ?? 1) - 1;
        if (left === 0) this.byKey.delete(key);
        else this.byKey.set(key, left);
      },
    };
  }

  get inUse() {
    return this.running;
  }
}
