import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewDataSource } from '../src/modules/opportunity-data/data-sources.repo';

/**
 * A local HTTP server standing in for the sites sources are fetched from (tests let the guarded
 * fetcher reach 127.0.0.1). `answer` gets each request's path.
 */
export async function startFeedServer(answer: (path: string) => { status?: number; body: string }) {
  const server = http.createServer((req, res) => {
    const { status = 200, body } = answer(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A data source fetched from `url` by `adapter`. */
export const urlSource = (name: string, adapter: string, url: string, isActive = true): NewDataSource => ({
  name,
  sourceType: 'aggregator',
  url,
  scrapingConfig: { adapter, url },
  isActive,
});

/** A data source read from a bundled file or folder under data/seed. */
export const bundledSource = (name: string, adapter: string, path: string): NewDataSource => ({
  name,
  sourceType: 'aggregator',
  scrapingConfig: { adapter, path },
});
