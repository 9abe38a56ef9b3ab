import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchText, isPublicAddress } from './fetcher';

// A local fixture server: the only host these tests ever contact.
let server: http.Server;
let base: string;
let requests = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests += 1;
    const routes: Record<string, () => void> = {
      '/data.json': () =>
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('[{"id":1}]'),
      '/page.html': () => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
      '/big.json': () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify('x'.repeat(5000))),
      '/loop': () => res.writeHead(302, { location: '/loop' }).end(),
      '/to-private': () => res.writeHead(302, { location: 'http://10.1.2.3/data.json' }).end(),
      '/hop': () => res.writeHead(301, { location: '/data.json' }).end(),
      '/missing': () => res.writeHead(404).end(),
      // Never answers: only the fetcher's own timeout can end the request, whatever the machine's
      // speed, and no timer outlives the file in a shared test worker.
      '/slow': () => undefined,
    };
    (routes[req.url ?? ''] ?? routes['/missing']!)();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = { contentTypes: ['application/json'] };

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['not-an-ip', false],
  ])('%s -> %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchText guards', () => {
  it.each([
    ['a loopback literal', () => `${base}/data.json`, 'private or local address'],
    [
      'localhost by name',
      () => `${base.replace('127.0.0.1', 'localhost')}/data.json`,
      'resolves to a private or local address',
    ],
    [
      'the cloud metadata address',
      () => 'http://169.254.169.254/latest/meta-data',
      'private or local address',
    ],
    ['a private network address', () => 'http://192.168.0.10/feed.json', 'private or local address'],
    ['IPv6 loopback', () => 'http://[::1]:9/feed.json', 'private or local address'],
    ['a non-http scheme', () => 'file:///etc/passwd', 'Only http and https'],
  ])('refuses %s before connecting', async (_label, url, message) => {
    const before = requests;
    await expect(fetchText(url(), json)).rejects.toThrow(message);
    expect(requests).toBe(before);
  });

  it('fetches from loopback only when explicitly allowed, following a redirect', async () => {
    expect(await fetchText(`${base}/data.json`, { ...json, allowLoopback: true })).toEqual({
      text: '[{"id":1}]',
      url: `${base}/data.json`,
    });
    expect((await fetchText(`${base}/hop`, { ...json, allowLoopback: true })).url).toBe(`${base}/data.json`);
  });

  it('re-checks every redirect target', async () => {
    await expect(fetchText(`${base}/to-private`, { ...json, allowLoopback: true })).rejects.toThrow(
      'private or local address',
    );
  });

  it('limits redirects', async () => {
    await expect(
      fetchText(`${base}/loop`, { ...json, allowLoopback: true, maxRedirects: 2 }),
    ).rejects.toThrow('Too many redirects (more than 2)');
  });

  it('checks the content type', async () => {
    await expect(fetchText(`${base}/page.html`, { ...json, allowLoopback: true })).rejects.toThrow(
      'Unexpected content type "text/html" (expected application/json)',
    );
  });

  it('caps the response size', async () => {
    await expect(
      fetchText(`${base}/big.json`, { ...json, allowLoopback: true, maxBytes: 1000 }),
    ).rejects.toThrow('The source is larger than');
  });

  it('gives up after the timeout', async () => {
    await expect(fetchText(`${base}/slow`, { ...json, allowLoopback: true, timeoutMs: 200 })).rejects.toThrow(
      'The source did not answer within 200 ms',
    );
  });

  it('reports HTTP errors', async () => {
    await expect(fetchText(`${base}/missing`, { ...json, allowLoopback: true })).rejects.toThrow(
      'The source answered HTTP 404',
    );
  });
});
