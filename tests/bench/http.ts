/** Runs autocannon against one URL and answers requests per second and latency percentiles. */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number; workers?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
    // In worker threads the load does not compete with an in-process server for its event loop.
    ...(options.workers ? { workers: options.workers } : {}),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
