// A load at a fixed rate the way shoppers make one: requests arrive evenly spread over each
// second, each on its own (open model), however slowly the server answers.
//
// autocannon's `overallRate` does not do this: each connection sends its quota for the second
// back to back as soon as the second starts (httpClient.js, `rateInterval`), so "500/s over 50
// connections" is a burst of 50 concurrent requests every second, and its latencies measure the
// queue inside that burst. Here a request's latency counts from the moment it was due, not from
// when a free socket sent it, so a stalled server is charged for every request queued behind it
// (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Sends `rate` requests a second for `seconds`, each from `next()` ({ path, method, headers,
 * body }). Answers latencies in ms, statuses, errors and timeouts, and the rate achieved.
 */
export async function paced({ base, rate, seconds, next, timeoutMs = 10_000 }) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let timeouts = 0;
  let answered = 0;

  const start = performance.now();
  await new Promise((resolve) => {
    let sent = 0;
    const settle = () => ++answered === total && resolve();
    const send = (due) => {
      const { path, method = 'GET', headers, body } = next();
      const req = http.request({ hostname, port, path, method, headers, agent, timeout: timeoutMs }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          settle();
        });
      });
      let timedOut = false;
      req.on('timeout', () => {
        timedOut = true;
        req.destroy(new Error('timeout'));
      });
      // A failed request still counts in the latencies: leaving it out would flatter the tail.
      req.on('error', () => {
        if (timedOut) timeouts++;
        else errors++;
        latencies.push(performance.now() - due);
        settle();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return { latencies, statuses, errors, timeouts, achieved: answered / elapsed };
}
