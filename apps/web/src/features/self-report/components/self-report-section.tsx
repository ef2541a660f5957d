import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  isSelfReportCode,
  selfReportCodesMax,
  selfReportExpiryDaysDefault,
  selfReportExpiryDaysMax,
  type CodeEntry,
  type CreatedSelfReport,
  type SelfReport,
} from '@icf/shared';
import { localeLabels, locales, type Locale } from '@icf/shared/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { useI18n } from '../../../i18n/use-i18n';
import { getDocument } from '../../document-data';
import { useCreateSelfReport, useRevokeSelfReport, useSelfReports } from '../api/self-reports-api';
import { LinkQrCode } from './link-qr-code';
import { SelfReportAnswers } from './self-report-answers';
import '../self-report.css';

/**
 * The client page's self-report (decision record 0053): request a link (by default the activities and
 * participation of the latest evaluation), see it once with its QR code, revoke it, and each sent report
 * beside the latest evaluation's ratings.
 */
export function SelfReportSection({
  clientId,
  latestEvaluationId,
}: {
  clientId: number;
  latestEvaluationId: number | undefined;
}) {
  const { t, locale } = useI18n();
  const reports = useSelfReports(clientId);
  const latest = useQuery({
    queryKey: ['self-report-ratings', latestEvaluationId],
    queryFn: () => getDocument(latestEvaluationId!),
    enabled: latestEvaluationId !== undefined,
  });
  const [created, setCreated] = useState<CreatedSelfReport | null>(null);
  const defaultCodes = Object.keys(latest.data?.data ?? {})
    .filter((code) => code.startsWith('d') && isSelfReportCode(code))
    .slice(0, selfReportCodesMax);

  return (
    <section className="self-report-section" aria-labelledby="self-report-title">
      <h2 id="self-report-title">{t('self_report.title')}</h2>
      <p className="muted">{t('self_report.intro')}</p>
      <RequestForm
        key={defaultCodes.join(' ')}
        clientId={clientId}
        defaultCodes={defaultCodes}
        defaultLocale={locale}
        onCreated={setCreated}
      />
      {created && <CreatedLink created={created} />}
      <h3>{t('self_report.requests')}</h3>
      {(reports.data ?? []).length === 0 ? (
        <p className="muted">{t('self_report.none')}</p>
      ) : (
        <ul className="self-report-list">
          {reports.data!.map((report) => (
            <ReportItem key={report.id} clientId={clientId} report={report} ratings={latest.data?.data} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestForm({
  clientId,
  defaultCodes,
  defaultLocale,
  onCreated,
}: {
  clientId: number;
  defaultCodes: string[];
  defaultLocale: Locale;
  onCreated: (created: CreatedSelfReport) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const create = useCreateSelfReport(clientId);
  const [codes, setCodes] = useState(defaultCodes.join(' '));
  const [language, setLanguage] = useState<Locale>(defaultLocale);
  const [days, setDays] = useState(String(selfReportExpiryDaysDefault));
  const [greeting, setGreeting] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors([]);
    try {
      const made = await create.mutateAsync({
        codes: codes.split(/[\s,]+/).filter(Boolean),
        locale: language,
        expires_in_days: Number(days),
        greeting_name: greeting.trim(),
      });
      onCreated(made);
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors) setErrors(Object.values(error.body.errors).flat());
      else if (error instanceof ApiError) setErrors([error.message]);
    }
  };

  return (
    <form className="self-report-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-codes`}>{t('self_report.codes', { max: selfReportCodesMax })}</label>
        <textarea
          id={`${id}-codes`}
          rows={2}
          value={codes}
          aria-describedby={`${id}-codes-hint`}
          onChange={(event) => setCodes(event.target.value)}
        />
        <p id={`${id}-codes-hint`} className="muted field-hint">
          {t('self_report.codes_hint')}
        </p>
      </div>
      <div className="self-report-form-row">
        <div className="field">
          <label htmlFor={`${id}-locale`}>{t('self_report.language')}</label>
          <select
            id={`${id}-locale`}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {locales.map((option) => (
              <option key={option} value={option}>
                {localeLabels[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t('self_report.expiry')}</label>
          <input
            id={`${id}-days`}
            type="number"
            min={1}
            max={selfReportExpiryDaysMax}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-greeting`}>{t('self_report.greeting')}</label>
          <input
            id={`${id}-greeting`}
            type="text"
            maxLength={60}
            value={greeting}
            onChange={(event) => setGreeting(event.target.value)}
          />
        </div>
      </div>
      {errors.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
      <button type="submit" className="button primary" disabled={create.isPending}>
        {t('self_report.create')}
      </button>
    </form>
  );
}

function CreatedLink({ created }: { created: CreatedSelfReport }) {
  const { t } = useI18n();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${created.path}`;
  return (
    <div className="self-report-created" role="status">
      <p>{t('self_report.link_once')}</p>
      <label htmlFor={`${id}-link`}>{t('self_report.link')}</label>
      <div className="self-report-link-row">
        <input
          id={`${id}-link`}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? t('self_report.copied') : t('self_report.copy_link')}
        </button>
      </div>
      <LinkQrCode url={url} label={t('self_report.qr')} />
    </div>
  );
}

function ReportItem({
  clientId,
  report,
  ratings,
}: {
  clientId: number;
  report: SelfReport;
  ratings: Record<string, CodeEntry> | undefined;
}) {
  const { t, locale } = useI18n();
  const revoke = useRevokeSelfReport(clientId);
  const date = (value: string) => formatLongDate(value, locale);
  const status =
    report.status === 'open'
      ? t('self_report.status.open', { date: date(report.expires_at) })
      : report.status === 'answered'
        ? t('self_report.status.answered', { date: date(report.answered_at!) })
        : t(`self_report.status.${report.status}`);
  return (
    <li className="self-report-item" data-status={report.status}>
      <p>
        <strong>{t('self_report.requested_on', { date: date(report.created_at) })}</strong> · {status} ·{' '}
        {localeLabels[report.locale]} · {report.codes.join(', ')}
      </p>
      {report.status === 'open' && (
        <button
          type="button"
          className="button danger-outline"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(report.id)}
        >
          {t('self_report.revoke')}
        </button>
      )}
      {report.answers && <SelfReportAnswers report={report} ratings={ratings} />}
    </li>
  );
}
