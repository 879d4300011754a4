// A resettable wait: loops sleep until their next due time or until someone kicks them.
export class Wakeup {
  private resolve: (() => void) | null = null;
  private kicked = false;

  kick(): void {
    this.kicked = true;
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.();
  }

  /** Resolves after `ms` or at the next kick (a kick that came while busy is not lost). */
  wait(ms: number): Promise<void> {
    if (this.kicked) {
      this.kicked = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.resolve = null;
        resolve();
      }, Math.max(0, ms));
      this.resolve = () => {
        clearTimeout(timer);
        this.kicked = false;
        resolve();
      };
    });
  }
}
