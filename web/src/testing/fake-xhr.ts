import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest at the network boundary (uploads use it for their progress
 * events): records each request and lets the test report progress and answer, like a server.
 */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
  }

  /** `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    act(() =>
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
    );
  }

  /** The server's answer, as JSON. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }

  /** The connection dropped before any answer. */
  async fail() {
    await act(async () => this.onerror?.());
  }
}

/** Replaces XMLHttpRequest for one test (setup unstubs globals after each). */
export function installFakeXhr() {
  const sent: FakeXhr[] = [];
  class RecordingXhr extends FakeXhr {
    override send(body: Document | XMLHttpRequestBodyInit | null) {
      super.send(body);
      sent.push(this);
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  return { sent };
}
