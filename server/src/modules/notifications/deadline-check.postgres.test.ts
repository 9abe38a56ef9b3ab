import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createServices, type Services } from '../../services';
import { createTestDatabase, testVaultKeyring } from '../../../test/test-app';
import {
  buildReminderUser,
  claimsOf,
  notificationsOf,
  saveListingDue,
} from '../../../test/reminder-fixtures';
import { startSmtpServer } from '../../../test/smtp-server';

// Two server instances on one PostgreSQL database, each with its own connection pool and its own
// mailer pointed at one real SMTP server on loopback, run the deadline check at the same moment:
// every reminder is claimed, notified and e-mailed once (ADR 025). PostgreSQL only: PGlite is one
// process's embedded database.

let database: DatabaseHandle & { url?: string };
let second: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const instances: Services[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await createTestDatabase();
  second = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 4 });
  for (const handle of [database, second]) {
    instances.push(
      await createServices(handle, {
        log: pino({ level: 'silent' }),
        registrationsPerAddress: 20,
        catalogRefreshCron: null,
        vaultKeyring: testVaultKeyring(),
        deadlineReminders: false,
        reminderTimeZone: 'UTC',
        mail: { smtpUrl: smtp.url, from: 'FutureFund <mail@ff.example>', publicUrl: 'https://ff.example' },
        supportEmail: 'support@ff.example',
        stripe: null,
      }),
    );
  }
});
afterAll(async () => {
  for (const services of instances) await services.close();
  await second.close();
  await database.close();
  await smtp.close();
});

it('two instances triggered together send each reminder once; a re-run sends nothing', async () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const users = [];
  for (const offset of [7, 3, 1]) {
    const user = await buildReminderUser(database);
    await saveListingDue(database, user.id, day(offset));
    users.push(user);
  }

  const results = await Promise.all(instances.map((services) => services.deadlineCheck.run()));

  expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(3);
  expect(results.reduce((sum, r) => sum + r.emails, 0)).toBe(3);
  expect(smtp.received.flatMap((message) => message.to).sort()).toEqual(users.map((u) => u.email).sort());
  for (const user of users) {
    expect((await claimsOf(database, user.id)).map((c) => c.status)).toEqual(['sent']);
    expect(await notificationsOf(database, user.id)).toHaveLength(1);
  }

  const again = await Promise.all(instances.map((services) => services.deadlineCheck.run()));
  expect(again.every((r) => r.reminders === 0 && r.emails === 0 && r.notifications === 0)).toBe(true);
  expect(smtp.received).toHaveLength(3);
});
