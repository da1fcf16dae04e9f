import type { User } from './user.entity';

/** How a user is named to others: their name, else their email. */
export const userFullName = (user: Pick<User, 'name' | 'email'>): string => user.name || user.email;
