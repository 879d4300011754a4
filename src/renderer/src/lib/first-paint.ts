// The window's first paint of its job list (rows, or the empty state): marked once for the benchmark
// (performance mark `quire:first-jobs`), and what waits for it (code the first screen does not need)
// starts only then, so it does not compete with the list's own loading.

const waiting: Array<() => void> = [];
let painted = false;

/** Called by the job list once it shows rows or says it is empty. */
export function markFirstPaint(): void {
  if (painted) return;
  painted = true;
  if (performance.getEntriesByName('quire:first-jobs').length === 0) performance.mark('quire:first-jobs');
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` after the first paint, or after `fallbackMs` if the list never shows (an error screen). */
export function afterFirstPaint(run: () => void, fallbackMs = 5_000): void {
  if (painted) return run();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  waiting.push(once);
  window.setTimeout(once, fallbackMs);
}
