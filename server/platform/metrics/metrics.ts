/**
 * Request counts and latencies in Prometheus's text format, kept in this process (each instance is
 * scraped on its own). Figures read from the database (analyses, job queue) are added at scrape time.
 */
const BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

export interface Metrics {
  observeRequest(options: { method: string; route: string; status: number; seconds: number }): void;
  render(extra: string[]): string;
}

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function createMetrics(): Metrics {
  const requests = new Map<string, number>();
  const durations = new Map<string, Series>();
  return {
    observeRequest({ method, route, status, seconds }) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      const key = `method="${label(method)}",route="${label(route)}",status="${statusClass}"`;
      requests.set(key, (requests.get(key) ?? 0) + 1);
      const durationKey = `method="${label(method)}",route="${label(route)}"`;
      const series = durations.get(durationKey) ?? {
        count: 0,
        sum: 0,
        buckets: BUCKETS_SECONDS.map(() => 0),
      };
      series.count += 1;
      series.sum += seconds;
      BUCKETS_SECONDS.forEach((bound, index) => {
        if (seconds <= bound) series.buckets[index] = (series.buckets[index] ?? 0) + 1;
      });
      durations.set(durationKey, series);
    },
    render(extra) {
      const lines = [
        '# HELP rv_http_requests_total HTTP requests answered, by route and status class.',
        '# TYPE rv_http_requests_total counter',
        ...[...requests].map(([key, value]) => `rv_http_requests_total{${key}} ${value}`),
        '# HELP rv_http_request_duration_seconds Time to answer, by route.',
        '# TYPE rv_http_request_duration_seconds histogram',
      ];
      for (const [key, series] of durations) {
        BUCKETS_SECONDS.forEach((bound, index) => {
          lines.push(
            `rv_http_request_duration_seconds_bucket{${key},le="${bound}"} ${series.buckets[index]}`,
          );
        });
        lines.push(`rv_http_request_duration_seconds_bucket{${key},le="+Inf"} ${series.count}`);
        lines.push(`rv_http_request_duration_seconds_sum{${key}} ${series.sum}`);
        lines.push(`rv_http_request_duration_seconds_count{${key}} ${series.count}`);
      }
      const memory = process.memoryUsage();
      lines.push(
        '# HELP rv_process_resident_memory_bytes Resident memory of this instance.',
        '# TYPE rv_process_resident_memory_bytes gauge',
        `rv_process_resident_memory_bytes ${memory.rss}`,
        '# HELP rv_process_heap_used_bytes V8 heap in use.',
        '# TYPE rv_process_heap_used_bytes gauge',
        `rv_process_heap_used_bytes ${memory.heapUsed}`,
        ...extra,
      );
      return `${lines.join('\n')}\n`;
    },
  };
}
