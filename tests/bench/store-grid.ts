/**
 * The store list's filter-by-sort grid (`npm run bench:stores`): every filter the list offers, alone
 * (and no filter), with every sort its page offers in both directions, loaded by 10 connections as
 * the operator (who sees every store), page 3 of 20 rows; p99 per cell against the target.
 */
import { load } from './http';

export const GRID_TARGET_P99 = 50;
const CONNECTIONS = 10;

/** Each filter with the value a user would pick; its query string. */
export const GRID_FILTERS: Record<string, string> = {
  '(none)': '',
  'name "kopi"': 'name=kopi',
  brand: 'company_id=%BRAND%',
  'dealer (level 1)': 'org_id=2',
  'status: waiting': 'status=wait_activate',
  'status: active': 'status=active',
  'status: expired': 'status=expired',
  'country ID': 'countries=ID',
  version: 'version_id=2',
  'expiring within 30 days': 'expire_within_days=30',
};

/** The sorts of the store list page's columns (src/store/StoreList.tsx), each way. */
export const GRID_SORTS = ['created_at', 'id', 'name', 'country', 'tables', 'expire_at'].flatMap((field) => [
  `${field} desc`,
  `${field} asc`,
]);

export interface GridCell {
  filter: string;
  sort: string;
  p99: number;
  p50: number;
  requestsPerSecond: number;
  failures: number;
}

/** Runs every cell for `seconds` each against the store list at `api` with the operator's `token`. */
export async function runGrid(api: string, token: string, brandId: number, seconds: number): Promise<GridCell[]> {
  const headers = { authorization: `Bearer ${token}` };
  const cells: GridCell[] = [];
  for (const [filter, query] of Object.entries(GRID_FILTERS)) {
    for (const sortOrder of GRID_SORTS) {
      const [sort, order] = sortOrder.split(' ');
      const filterQuery = query.replace('%BRAND%', String(brandId));
      const url = `${api}/store/list?${filterQuery}${filterQuery ? '&' : ''}sort=${sort}&order=${order}&page=3&size=20`;
      const result = await load(`${filter} ${sortOrder}`, url, { headers, seconds, connections: CONNECTIONS, workers: 1 });
      cells.push({
        filter,
        sort: sortOrder,
        p99: result.p99,
        p50: result.p50,
        requestsPerSecond: result.requestsPerSecond,
        failures: result.non2xx + result.errors,
      });
    }
  }
  return cells;
}

/** A cell past the target, or whose requests took longer than the cell's time. */
export const missed = (cell: GridCell) => cell.requestsPerSecond === 0 || cell.p99 > GRID_TARGET_P99;

/** The grid as a table: a row per filter, a column per sort, p99 ms in each cell (`!` past the target). */
export function printGrid(cells: GridCell[]): void {
  console.log(`\n| filter \\ sort (p99 ms, target <= ${GRID_TARGET_P99}) | ${GRID_SORTS.join(' | ')} |`);
  console.log(`|---|${GRID_SORTS.map(() => '---:').join('|')}|`);
  for (const filter of Object.keys(GRID_FILTERS)) {
    const row = GRID_SORTS.map((sort) => {
      const cell = cells.find((c) => c.filter === filter && c.sort === sort)!;
      // autocannon counts only the requests answered within the cell's time: none is a miss
      return cell.requestsPerSecond === 0 ? 'none!' : `${cell.p99}${missed(cell) ? '!' : ''}`;
    });
    console.log(`| ${filter} | ${row.join(' | ')} |`);
  }
  const worst = [...cells].sort((a, b) => b.p99 - a.p99)[0];
  const missedCount = cells.filter(missed).length;
  const rps = cells.map((c) => c.requestsPerSecond).sort((a, b) => a - b);
  console.log(
    `\n${cells.length} cells: ${missedCount} over the target; worst p99 ${worst.p99} ms (${worst.filter}, ${worst.sort}); ` +
      `req/s min ${rps[0]}, median ${rps[Math.floor(rps.length / 2)]}`,
  );
  for (const cell of cells.filter((c) => c.failures > 0))
    console.log(`${cell.filter}, ${cell.sort}: ${cell.failures} requests failed or timed out`);
}
