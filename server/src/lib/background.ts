import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for (an e-mail after registration): a failure is
 * logged, never thrown at the caller, and `drain()` lets shutdown wait for what is still running.
 */
export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>): void {
      const task = work().then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${what} failed`),
      );
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
    async drain(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}
