// The source fetcher's timeout against a source that stalls: time from the call until fetchText
// gives up, for a source that never answers and one that sends its headers and part of the body,
// next to a bare timer of the same length in the same process (the baseline: timer lateness).
// Prints one JSON line; run by fetch-timeout.bench.mjs in its own process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetchText } from '../server/src/sources/fetcher';

const TIMEOUTS_MS = [200, 1000];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = http.createServer((req, res) => {
  if (req.url === '/partial') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
  }
  // Otherwise never answers: only the fetcher's timeout ends the request.
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function givesUp(path: string, timeoutMs: number): Promise<number> {
  return timed(async () => {
    try {
      await fetchText(`${base}${path}`, {
        contentTypes: ['application/json'],
        allowLoopback: true,
        timeoutMs,
      });
    } catch (error) {
      if (!(error as Error).message.startsWith('The source did not answer within')) throw error;
      return;
    }
    throw new Error(`${path} answered`);
  });
}

const samples = [];
for (const timeoutMs of TIMEOUTS_MS) {
  const row = { timeoutMs, baseline: [] as number[], silent: [] as number[], partial: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so drift on a noisy machine hits all three alike.
    row.baseline.push(await timed(() => sleep(timeoutMs)));
    row.silent.push(await givesUp('/silent', timeoutMs));
    row.partial.push(await givesUp('/partial', timeoutMs));
  }
  samples.push(row);
}
server.closeAllConnections();
await new Promise<void>((resolve) => server.close(() => resolve()));
console.log(JSON.stringify({ runs: RUNS, samples }));
