import { useState, type FormEvent } from 'react';
import type { AdminUser, UpdateAdminUserRequest } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { showAlert } from '../../components/feedback/alert-store';
import { showToast } from '../../components/feedback/toast-store';
import { useI18n } from '../../i18n/use-i18n';
import { formatLongDate } from '../../lib/format-date';
import { useAuth } from '../../lib/auth/auth-store';
import { FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { Pager } from './components/pager';
import { useUsers } from './api/list-users';
import { useUpdateUser } from './api/update-user';

const perPage = 20;

/** Accounts with search and paging: role, state, registration date and document count; promote, disable. */
export function UsersPage() {
  const { t, locale } = useI18n();
  const { user: me } = useAuth();
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const { data } = useUsers({ ...query, per_page: perPage });
  const updateMutation = useUpdateUser();

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: searchText, page: 1 });
  };

  const change = async (account: AdminUser, update: UpdateAdminUserRequest) => {
    const confirmed = async (action: MessageKey, question: MessageKey) =>
      (
        await showAlert({
          icon: 'warning',
          title: t(action),
          text: t(question, { name: account.name }),
          confirmText: t(action),
          cancelText: t('alert.cancel'),
          focusCancel: true,
        })
      ).confirmed;
    // Disabling an account and making it an administrator are asked first; Cancel changes nothing.
    if (
      update.disabled === true &&
      !(await confirmed('admin.users.disable', 'admin.users.confirm_disable'))
    ) {
      return;
    }
    if (update.role === 'admin' && !(await confirmed('admin.users.promote', 'admin.users.confirm_promote'))) {
      return;
    }
    updateMutation.mutate(
      { id: account.id, change: update },
      {
        onSuccess: () => showToast({ text: t('admin.done') }),
        onError: (error) => {
          const { fields, form } = readFormErrors(error, [], t('auth.request_failed'));
          const message = form ?? Object.values(fields)[0];
          if (message) void showAlert({ icon: 'error', title: message });
        },
      },
    );
  };

  return (
    <>
      <h2>{t('page.admin_users')}</h2>
      <form className="admin-toolbar" role="search" onSubmit={submitSearch}>
        <FormField
          label={t('admin.users.search')}
          name="search"
          type="search"
          value={searchText}
          onValueChange={setSearchText}
        />
        <button type="submit" className="button">
          {t('admin.users.search_button')}
        </button>
      </form>
      {!data ? (
        <p>{t('admin.loading')}</p>
      ) : data.data.length === 0 ? (
        <p>{t('admin.users.none')}</p>
      ) : (
        <ul className="admin-cards">
          {data.data.map((account) => (
            <li key={account.id} className="admin-card" data-testid="admin-user">
              <h3>
                {account.name} <span className="admin-details">{account.email}</span>
              </h3>
              <div className="admin-badges">
                <span className={`admin-badge${account.role === 'admin' ? ' is-strong' : ''}`}>
                  {t(`admin.users.role.${account.role}`)}
                </span>
                <span className="admin-badge">
                  {t(account.verified ? 'admin.users.verified' : 'admin.users.not_verified')}
                </span>
                {account.disabled && (
                  <span className="admin-badge is-danger">{t('admin.users.disabled')}</span>
                )}
              </div>
              <p className="admin-details">
                {t('admin.users.created', { date: formatLongDate(account.created_at, locale) })} ·{' '}
                {t('admin.users.documents', { count: account.document_count })}
              </p>
              {account.id === me?.id ? (
                <p className="admin-details">{t('admin.users.you')}</p>
              ) : (
                <div className="admin-card-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={updateMutation.isPending}
                    onClick={() =>
                      void change(account, { role: account.role === 'admin' ? 'user' : 'admin' })
                    }
                  >
                    {t(account.role === 'admin' ? 'admin.users.demote' : 'admin.users.promote')}
                  </button>
                  <button
                    type="button"
                    className={account.disabled ? 'button' : 'button danger'}
                    disabled={updateMutation.isPending}
                    onClick={() => void change(account, { disabled: !account.disabled })}
                  >
                    {t(account.disabled ? 'admin.users.enable' : 'admin.users.disable')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={query.page}
          perPage={perPage}
          total={data.total}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </>
  );
}

export default UsersPage;
