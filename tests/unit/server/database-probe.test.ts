import { describe, expect, it } from 'vitest';
import { databaseProbe } from '../../../server/http/database-probe';

/** A database whose answers the test releases one by one; `clock` is the probe's time. */
function slowDatabase() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  let clock = 0;
  return {
    query: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    pending,
    now: () => clock,
    advance: (ms: number) => (clock += ms),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('database probe of /health', () => {
  it('waits for the first answer, then answers at once while a slow probe is under way', async () => {
    const db = slowDatabase();
    const answers = databaseProbe(db.query, 2000, db.now);
    const first = answers();
    expect(db.pending).toHaveLength(1);
    db.pending[0].resolve();
    expect(await first).toBe(true);

    db.advance(500);
    expect(await answers()).toBe(true); // the database is busy: the probe has not answered yet
    expect(await answers()).toBe(true);
    expect(db.pending).toHaveLength(2); // one probe at a time
  });

  it('waits for the probe once the last answer is too old, and says false when it fails', async () => {
    const db = slowDatabase();
    const answers = databaseProbe(db.query, 2000, db.now);
    const first = answers();
    db.pending[0].resolve();
    await first;
    db.advance(2500);
    let settled = false;
    const late = answers().then((answer) => ((settled = true), answer));
    await flush();
    expect(settled).toBe(false);
    db.pending[1].reject(new Error('connection refused'));
    expect(await late).toBe(false);
  });

  it('never answers from before a failure: the checks after it wait for the next probe', async () => {
    const db = slowDatabase();
    const answers = databaseProbe(db.query, 2000, db.now);
    const first = answers();
    db.pending[0].reject(new Error('down'));
    expect(await first).toBe(false);
    const next = answers();
    expect(db.pending).toHaveLength(2);
    db.pending[1].resolve();
    expect(await next).toBe(true);
  });
});
