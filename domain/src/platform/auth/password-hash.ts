import argon2 from 'argon2';

// OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 degree of parallelism.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

export const verifyPassword = async (hash: string | null | undefined, password: string): Promise<boolean> => {
  // Without a stored hash, still spend the time so response times do not tell which accounts exist.
  if (!hash) {
    await argon2.hash(password, options);
    return false;
  }
  return argon2.verify(hash, password);
};
