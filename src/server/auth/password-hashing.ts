import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
const argon2idOptions = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

/** False for a wrong password or a hash that is not an argon2 hash. */
export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}
