import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../users/user.entity';
import { knownDeviceLifetimeMs } from './auth-constants';
import { KnownDevice } from './known-device.entity';
import { hashToken, newToken } from './secrets';

/**
 * Whether the browser's device token belongs to `user` and is not older than its lifetime. Always one query,
 * whoever the address names, so the answer time does not tell whether the account exists.
 */
export const isKnownDevice = async ({ em, user, deviceToken }: { em: EntityManager; user: User | null; deviceToken: string | null | undefined }) => {
  if (!deviceToken) return false;
  const device = await em.findOne(KnownDevice, { tokenHash: hashToken(deviceToken) });
  return !!device && !!user && device.user.id === user.id && device.createdAt.getTime() + knownDeviceLifetimeMs > Date.now();
};

/**
 * Remembers the browser after a completed sign-in: its own token again (seen now), or a new one to set in its
 * cookie. Answers the token the cookie should carry.
 */
export const rememberDevice = async ({ em, user, deviceToken }: { em: EntityManager; user: User; deviceToken: string | null | undefined }): Promise<string> => {
  if (deviceToken) {
    const updated = await em.nativeUpdate(KnownDevice, { tokenHash: hashToken(deviceToken), user: user.id }, { lastSeenAt: new Date() });
    if (updated > 0) return deviceToken;
  }
  const token = newToken();
  em.create(KnownDevice, { tokenHash: hashToken(token), user });
  return token;
};
