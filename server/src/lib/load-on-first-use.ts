/**
 * A library the server needs only for some requests (exports, uploads, mail, payments), loaded the
 * first time one of them asks for it and kept from then on (ADR 047). Importing these at start-up
 * held tens of MB of an idle server's memory for features most processes never use. A failed
 * load is not kept, so the next request tries again.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
