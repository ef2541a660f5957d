import type { AdminUser } from '@icf/shared';
import type { AdminUserRecord } from './admin-users-repository';

export function presentAdminUser(row: AdminUserRecord): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    verified: row.emailVerifiedAt !== null,
    disabled: row.disabledAt !== null,
    created_at: row.createdAt.toISOString(),
    document_count: Number(row.documentCount),
  };
}
