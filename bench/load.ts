import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  /** One body per connection instead of `body` (connection i sends bodies[i]), e.g. each its own account's sign-in. */
  bodies?: unknown[];
  headers?: Record<string, string>;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** The median of the per-second request counts (autocannon's samples). */
  medianRequestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Drives one endpoint with autocannon from this process (the server runs in its own process). */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const bodies = options.bodies?.map((body) => JSON.stringify(body));
  let connection = 0;
  const hasBody = options.body !== undefined || bodies !== undefined;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
    // a second at the same load first, not counted: a cold start (the server's first prepared statements, pages read
    // from disk after a bulk load) otherwise sets a short run's p99
    warmup: { duration: 1 },
    ...(bodies && { setupClient: (client) => client.setBody(bodies[connection++ % bodies.length]!) }),
  });
  return {
    requestsPerSecond: result.requests.average,
    medianRequestsPerSecond: result.requests.p50,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
