import type { User } from '@icf/shared';
import type { UserRecord } from '../../auth/users-repository';

/** `GET /api/user`: the spec §3 user fields, and nothing else (no hash, no locale). */
export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    created_at: user.createdAt.toISOString(),
    role: user.role === 'admin' ? 'admin' : 'user',
  };
}
