/** Draws a progress bar on a terminal's status line, at most ten times a second; nothing when there is no terminal. */
export function progressReporter(status: ((text: string) => void) | undefined, total: number, unit: string): { tick(done: number): void; done(): void } {
  let last = 0;
  const started = performance.now();
  const draw = (done: number) => {
    const width = 30;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? ` ${(done / seconds).toFixed(1)} ${unit}/s` : '';
    status?.(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}${rate}`);
  };
  return {
    tick(done) {
      if (!status) return;
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      draw(done);
    },
    done() {
      status?.('');
    },
  };
}
