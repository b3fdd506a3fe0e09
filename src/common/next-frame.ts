/**
 * Runs `run` in the next frame, before it is drawn: for work that makes the browser lay the page out
 * (focusing, measuring), which in the middle of a commit it would do once more after the commit's
 * other effects. Returns what cancels it.
 */
export function inNextFrame(run: () => void): () => void {
  const frame = requestAnimationFrame(run);
  return () => cancelAnimationFrame(frame);
}
