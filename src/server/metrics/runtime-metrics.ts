import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gauge, type MetricFamily } from './prometheus-text';

const nsPerSecond = 1e9;

/**
 * Under prom-client's default names, so ready-made dashboards read them. The event-loop percentiles
 * are of the time since the previous scrape, as prom-client's are.
 */
export function createRuntimeMetrics() {
  // 10 ms resolution: the sampling timer costs next to nothing, and delays that matter are longer.
  const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
  const startedAtSeconds = Date.now() / 1000 - process.uptime();

  function families(): MetricFamily[] {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const delay = (value: number) => (eventLoopDelay.count > 0 ? value / nsPerSecond : 0);
    const result = [
      gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', memory.rss),
      gauge('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', memory.heapUsed),
      gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes.', memory.heapTotal),
      gauge(
        'nodejs_external_memory_bytes',
        'Memory of C++ objects bound to JavaScript, in bytes.',
        memory.external,
      ),
      {
        name: 'process_cpu_seconds_total',
        help: 'User and system CPU time spent, in seconds.',
        type: 'counter' as const,
        samples: [{ value: (cpu.user + cpu.system) / 1e6 }],
      },
      gauge(
        'process_start_time_seconds',
        'Start time of the process since the Unix epoch, in seconds.',
        startedAtSeconds,
      ),
      gauge('process_uptime_seconds', 'Time since the process started, in seconds.', process.uptime()),
      gauge(
        'nodejs_eventloop_lag_p50_seconds',
        'Median event-loop delay since the previous scrape, in seconds.',
        delay(eventLoopDelay.percentile(50)),
      ),
      gauge(
        'nodejs_eventloop_lag_p99_seconds',
        '99th percentile of event-loop delay since the previous scrape, in seconds.',
        delay(eventLoopDelay.percentile(99)),
      ),
      gauge(
        'nodejs_eventloop_lag_max_seconds',
        'Longest event-loop delay since the previous scrape, in seconds.',
        delay(eventLoopDelay.max),
      ),
    ];
    eventLoopDelay.reset();
    return result;
  }

  return {
    start: () => eventLoopDelay.enable(),
    stop: () => eventLoopDelay.disable(),
    families,
  };
}
