declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** A run before the measured one, its results apart: caches, prepared statements and the JIT warmed. */
    warmup?: { connections?: number; duration?: number };
    /** Called once per connection: a connection's own body (e.g. its own account's sign-in). */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    setBody(body: string): void;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
