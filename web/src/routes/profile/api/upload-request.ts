import { documentsApi, endpointUrl, type DocumentSummary } from '@futurefund/core';
import { checksAnswers, ContractError, throwIfNotOk } from '../../../lib/api-client';

/** Percent of the file's bytes sent so far (0–100). */
export type OnUploadProgress = (percent: number) => void;

/**
 * POST /api/documents/upload as multipart with XMLHttpRequest: fetch cannot report how much of a
 * request body has been sent, and a 10 MB file on a slow link needs a real progress bar.
 * Failures become the same ApiError the rest of the app reads ("413: <the server's message>").
 */
export function sendUpload(form: FormData, onProgress: OnUploadProgress): Promise<DocumentSummary> {
  const endpoint = documentsApi.upload;
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpointUrl(endpoint));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  }).then(async (response) => {
    await throwIfNotOk(response);
    const json: unknown = await response.json();
    // Production trusts the server's answer (its schema is not in the client build, ADR 038).
    if (!checksAnswers) return json as DocumentSummary;
    const parsed = endpoint.response.safeParse(json);
    if (!parsed.success) throw new ContractError(endpoint, parsed.error.message);
    return parsed.data;
  });
}

/** The multipart body in the order the server reads it: fields first, then the file. */
export function uploadForm(fields: { name: string; type: string; tags: string }, file: File): FormData {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('type', fields.type);
  form.append('tags', fields.tags);
  form.append('file', file, file.name);
  return form;
}
