let asked = false;

/**
 * Has a worker thread make a number and a date format as a signed-in page starts: the first `Intl`
 * format in a page's process loads ICU, which costs a phone several times a list's own render, and
 * ICU's data is the process's, so a worker pays it off the main thread
 * (docs/decisions/0017, "ICU loaded by a worker"). Once per document: a sign-out and a new
 * sign-in in the same page find ICU loaded.
 */
export function warmIntlOffMainThread(lang: string): void {
  if (asked || typeof Worker === 'undefined') return;
  asked = true;
  try {
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' }).postMessage(lang);
  } catch {
    // no module workers: the first format loads ICU on the main thread, as it would without this
  }
}
