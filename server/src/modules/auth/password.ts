import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm; a test checks the "$argon2id$" prefix) with OWASP's
// minimum recommended cost (19 MiB, 2 passes, 1 lane): ~50 ms per hash here.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so an unknown username costs as much time as a wrong
 * password: response timing must not reveal which usernames exist.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('futurefund-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
