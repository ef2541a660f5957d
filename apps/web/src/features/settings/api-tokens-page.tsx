import { apiPath } from '../../lib/api-path';
import { useId, useState, type FormEvent } from 'react';
import {
  apiTokenAbilities,
  apiTokenLifetimesDays,
  type ApiToken,
  type ApiTokenAbility,
  type ApiTokenLifetimeDays,
  type CreatedApiToken,
} from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { formatLongDate } from '../../lib/format-date';
import { useI18n } from '../../i18n/use-i18n';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api/api-tokens-api';
import '../../styles/auth.css';
import './api-tokens.css';

/**
 * Settings → API tokens (decision record 0027): create a personal access token with a name, an expiry and
 * abilities; it is shown once, then listed with its last use and revocable (after a confirmation).
 */
export function ApiTokensPage() {
  const { t } = useI18n();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <>
      <h2>{t('api_tokens.title')}</h2>
      <p className="api-tokens-intro">
        {t('api_tokens.intro')} <a href={apiPath('getApiReference')}>{t('api_tokens.docs_link')}</a>
      </p>
      {created ? (
        <CreatedTokenPanel token={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      <TokenList />
    </>
  );
}

function CreateTokenForm({ onCreated }: { onCreated(token: CreatedApiToken): void }) {
  const { t } = useI18n();
  const create = useCreateApiToken();
  const expiryId = useId();
  const [name, setName] = useState('');
  const [days, setDays] = useState<ApiTokenLifetimeDays>(90);
  const [abilities, setAbilities] = useState<ApiTokenAbility[]>(['documents:read']);
  const fields = ['name', 'expires_in_days', 'abilities'];
  const errors = readFormErrors(create.error, fields, t('auth.request_failed'));

  const toggle = (ability: ApiTokenAbility, on: boolean) =>
    setAbilities((current) =>
      on ? [...current, ability] : current.filter((candidate) => candidate !== ability),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, expires_in_days: days, abilities },
      {
        onSuccess: (token) => {
          setName('');
          onCreated(token);
        },
      },
    );
  };

  return (
    <form className="settings-form api-token-form" onSubmit={submit}>
      <h3>{t('api_tokens.create_heading')}</h3>
      <FormField
        label={t('api_tokens.name')}
        name="name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder={t('api_tokens.name_hint')}
        value={name}
        onValueChange={setName}
        error={errors.fields.name}
      />
      <div className="field">
        <label htmlFor={expiryId}>{t('api_tokens.expiry')}</label>
        <select
          id={expiryId}
          name="expires_in_days"
          value={days}
          onChange={(event) => setDays(Number(event.target.value) as ApiTokenLifetimeDays)}
        >
          {apiTokenLifetimesDays.map((lifetime) => (
            <option key={lifetime} value={lifetime}>
              {t('api_tokens.expiry_days', { days: lifetime })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={errors.fields.abilities ? 'api-token-abilities has-error' : 'api-token-abilities'}>
        <legend>{t('api_tokens.abilities')}</legend>
        {apiTokenAbilities.map((ability) => (
          <label key={ability} className="api-token-ability">
            <input
              type="checkbox"
              name="abilities"
              value={ability}
              checked={abilities.includes(ability)}
              onChange={(event) => toggle(ability, event.target.checked)}
            />
            <span>
              <code>{ability}</code> {t(`api_tokens.ability.${ability}`)}
            </span>
          </label>
        ))}
        {errors.fields.abilities && (
          <p className="field-error" role="alert">
            {errors.fields.abilities}
          </p>
        )}
      </fieldset>
      <FormError message={errors.form} />
      <button type="submit" className="button primary" disabled={create.isPending}>
        {t('api_tokens.create')}
      </button>
    </form>
  );
}

function CreatedTokenPanel({ token, onDone }: { token: CreatedApiToken; onDone(): void }) {
  const { t } = useI18n();
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(token.token);
    setCopied(true);
  };
  return (
    <section className="api-token-created" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`}>{t('api_tokens.created_heading')}</h3>
      <p>{t('api_tokens.created_note')}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('api_tokens.token_label', { name: token.name })}</label>
        <input
          id={inputId}
          readOnly
          value={token.token}
          className="api-token-value"
          onFocus={(event) => event.target.select()}
        />
      </div>
      <div className="api-token-created-actions">
        <button type="button" className="button primary" onClick={() => void copy()}>
          {t('api_tokens.copy')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('api_tokens.done')}
        </button>
        <span role="status">{copied ? t('api_tokens.copied') : ''}</span>
      </div>
    </section>
  );
}

function TokenList() {
  const { t } = useI18n();
  const tokens = useApiTokens();
  return (
    <section className="api-token-list-section">
      <h3>{t('api_tokens.list_heading')}</h3>
      {tokens.data && tokens.data.length === 0 && <p>{t('api_tokens.empty')}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <ul className="api-token-list">
          {tokens.data.map((token) => (
            <TokenItem key={token.id} token={token} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TokenItem({ token }: { token: ApiToken }) {
  const { t, locale } = useI18n();
  const revoke = useRevokeApiToken();
  const date = (value: string) => formatLongDate(value, locale);
  const askAndRevoke = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('api_tokens.revoke_named', { name: token.name }),
      text: t('api_tokens.revoke_confirm', { name: token.name }),
      confirmText: t('api_tokens.revoke'),
      cancelText: t('alert.cancel'),
      focusCancel: true,
    });
    if (!answer.confirmed) return;
    await revoke.mutateAsync(token.id);
    void showAlert({ icon: 'success', title: t('api_tokens.revoked') });
  };
  return (
    <li className="api-token-item">
      <div className="api-token-item-head">
        <strong>{token.name}</strong>
        <button
          type="button"
          className="button danger"
          aria-label={t('api_tokens.revoke_named', { name: token.name })}
          disabled={revoke.isPending}
          onClick={() => void askAndRevoke()}
        >
          {t('api_tokens.revoke')}
        </button>
      </div>
      <ul className="api-token-abilities-list" aria-label={t('api_tokens.abilities')}>
        {token.abilities.map((ability) => (
          <li key={ability}>
            <code>{ability}</code>
          </li>
        ))}
      </ul>
      <dl className="api-token-dates">
        <div>
          <dt>{t('api_tokens.created_at')}</dt>
          <dd>{date(token.created_at)}</dd>
        </div>
        <div>
          <dt>{t('api_tokens.expires_at')}</dt>
          <dd>{date(token.expires_at)}</dd>
        </div>
        <div>
          <dt>{t('api_tokens.last_used')}</dt>
          <dd>{token.last_used_at ? date(token.last_used_at) : t('api_tokens.never_used')}</dd>
        </div>
      </dl>
    </li>
  );
}

export default ApiTokensPage;
