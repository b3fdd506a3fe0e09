/**
 * Runs `run` once the next frame is drawn: for work that needs the page laid out (focusing,
 * measuring), which before the frame would make the browser lay it out at once, in the middle of
 * a render's effects, and after it finds the layout done. Returns what cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
