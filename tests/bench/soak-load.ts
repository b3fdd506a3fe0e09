/**
 * The steady load of a soak (tests/bench/soak.ts, tests/api/soak.test.ts): connections looping over
 * list, detail and dashboard reads, a create every few seconds, and the memory (PSS) of the
 * server's own process and of the embedded PostgreSQL below it sampled meanwhile. PSS growth is
 * judged on medians of the first and last quarter of the samples taken after the warm-up, not on
 * single points. The API's PSS swings with its collector's cycle, which can be longer than a
 * quarter, so the API is also read after a full collection (`api retained`: heap and Buffers,
 * through its inspector) at the warm-up's end and at the end: the row a leak of its own would raise.
 */
import autocannon from 'autocannon';
import { ApiClient } from '../support/api-client';
import { inspectorAddress, retainedMb } from '../support/heap-after-gc';
import { serverMemory } from '../support/process-memory';
import { type ServerProcess } from '../support/server-process';

interface SoakOptions {
  seconds: number;
  warmUpSeconds: number;
  connections?: number;
  sampleEveryMs?: number;
  /** Milliseconds between two creates. */
  createEveryMs?: number;
  /** Rows per list page (20 by default). */
  pageSize?: number;
}

interface ProcessMemory {
  name: string;
  /** MB: [seconds since start, resident size] */
  samples: [number, number][];
}

export interface MemoryRow {
  name: string;
  warmUp: number;
  min: number;
  max: number;
  end: number;
  growthPercent: number;
}

interface SoakResult {
  requests: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  creates: number;
  failedCreates: number;
  memory: MemoryRow[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Warm-up size and end as medians of the first and last quarter of the samples after warm-up. */
function memoryRow(process: ProcessMemory, warmUpSeconds: number): MemoryRow {
  const after = process.samples.filter(([t]) => t >= warmUpSeconds).map(([, mb]) => mb);
  const quarter = Math.max(1, Math.floor(after.length / 4));
  const warmUp = median(after.slice(0, quarter));
  const end = median(after.slice(-quarter));
  return {
    name: process.name,
    warmUp,
    min: Math.min(...after),
    max: Math.max(...after),
    end,
    growthPercent: ((end - warmUp) / warmUp) * 100,
  };
}

/** The API's memory after a full collection, at the warm-up's end and at the end. */
function retainedRow([warmUp, end]: number[]): MemoryRow {
  const growthPercent = ((end - warmUp) / warmUp) * 100;
  return { name: 'api retained', warmUp, min: Math.min(warmUp, end), max: Math.max(warmUp, end), end, growthPercent };
}

/** Samples the server process ('api') and the processes below it ('database'). */
function sampleMemory(server: ServerProcess, everyMs: number) {
  const started = Date.now();
  const processes = new Map<string, ProcessMemory>();
  const take = () => {
    const t = (Date.now() - started) / 1000;
    const memory = serverMemory(server.child.pid!);
    for (const name of ['api', 'database'] as const) {
      if (!processes.has(name)) processes.set(name, { name, samples: [] });
      processes.get(name)!.samples.push([t, memory[name]]);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return [...processes.values()];
    },
  };
}

/** Creates a POS version every `everyMs` until stopped; answers how many were acknowledged and refused. */
function createLoop(api: ApiClient, token: string, everyMs: number) {
  let running = true;
  let created = 0;
  let failed = 0;
  const run = (async () => {
    for (let i = 1; running; i++) {
      const answer = await api.post(
        '/version/create',
        { name: `Soak ${i}`, version_no: `9.${Date.now() % 100000}.${i % 100000}`, platform: 'android' },
        { token },
      );
      if (answer.code === 0) created++;
      else failed++;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await run;
      return { created, failed };
    },
  };
}

export async function soak(server: ServerProcess, options: SoakOptions): Promise<SoakResult> {
  const client = new ApiClient(server.api);
  const admin = await client.login('admin', 'admin123');
  const dealer = await client.login('dealer1', 'dealer123');
  const size = options.pageSize ?? 20;
  const list = await client.get('/distributor/list', { token: admin, query: { page: 1, size } });
  const id = list.data.list[0].id as number;
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  const inspector = inspectorAddress(server.output());
  const memory = sampleMemory(server, options.sampleEveryMs ?? 1000);
  const retainedAfterWarmUp = new Promise<number>((resolve, reject) =>
    setTimeout(() => retainedMb(inspector).then(resolve, reject), options.warmUpSeconds * 1000),
  );
  retainedAfterWarmUp.catch(() => undefined); // awaited, and thrown, after the load
  const creates = createLoop(client, admin, options.createEveryMs ?? 2000);
  const result = await autocannon({
    url: server.api,
    connections: options.connections ?? 10,
    duration: options.seconds,
    requests: [
      { method: 'GET', path: `/distribution/b/v1/distributor/list?page=1&size=${size}`, headers: headers(admin) },
      { method: 'GET', path: `/distribution/b/v1/distributor/detail?id=${id}`, headers: headers(admin) },
      { method: 'GET', path: '/distribution/b/v1/dashboard/summary', headers: headers(dealer) },
      { method: 'GET', path: `/distribution/b/v1/store/list?page=1&size=${size}`, headers: headers(dealer) },
    ],
  });
  const written = await creates.stop();
  const processes = memory.stop();
  const retained = [await retainedAfterWarmUp, await retainedMb(inspector)];
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
    errors: result.errors,
    creates: written.created,
    failedCreates: written.failed,
    memory: [...processes.map((p) => memoryRow(p, options.warmUpSeconds)), retainedRow(retained)],
  };
}

export function memoryTable(rows: MemoryRow[]): string {
  const mb = (n: number) => n.toFixed(0);
  return [
    '| process | after warm-up MB | min MB | max MB | end MB | growth % |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${mb(r.warmUp)} | ${mb(r.min)} | ${mb(r.max)} | ${mb(r.end)} | ${r.growthPercent.toFixed(1)} |`),
  ].join('\n');
}
