/** BACKUP_EVERY (server/config.ts) in milliseconds: `30m`, `24h`, `7d`. */
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function everyMs(every: string): number {
  const match = /^([1-9][0-9]*)(m|h|d)$/.exec(every);
  if (!match) throw new Error(`BACKUP_EVERY=${every}: expected minutes, hours or days, e.g. 30m, 24h, 7d`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
