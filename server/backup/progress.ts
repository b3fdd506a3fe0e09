/** Progress of a backup or a restore on stderr: per table, rows done, percent and rows per second. */
export function progress(verb: string) {
  const tty = process.stderr.isTTY;
  let started = Date.now();
  let last = 0;
  return {
    start() {
      started = Date.now();
      last = 0;
    },
    /** `done` rows of `total` of `table`; on a terminal in place, a few times a second. */
    update(table: string, done: number, total: number, final = false) {
      const now = Date.now();
      if (!final && (!tty || now - last < 200)) return;
      last = now;
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
      const rate = Math.round(done / Math.max(0.001, (now - started) / 1000));
      const line = `${verb} ${table}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows (${percent}%), ${rate.toLocaleString('en-US')} rows/s`;
      process.stderr.write(tty ? `\r\x1b[K${line}${final ? '\n' : ''}` : `${line}\n`);
    },
  };
}
