import { Link, useParams } from 'react-router';
import {
  compareIcfCodes,
  componentLetters,
  componentOfCode,
  entryIsRated,
  isComponentLetter,
  qualifierSlotsOf,
  ratingsByCode,
  ratingsDiffer,
  type CodeEntry,
  type DisciplineRating,
  type Discipline,
  type InterventionTableRow,
  type ProgressChange,
  titleInLocale,
} from '@icf/shared';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useCodes } from '../icf-data';
import { useClient, useClientEvaluations } from '../client-data';
import { useTeamList } from '../teams';
import { useAuth } from '../../lib/auth/auth-store';
import { useClientGoals } from './api/client-goals-api';
import { useDocumentRatings } from './api/document-ratings-api';
import { useMeetingComparison, useMeetingEvaluation } from './api/meeting-api';
import { AgreedValueForm } from './components/agreed-value-form';
import { useInterventionTable } from './api/intervention-table-api';
import { ClientGoalList } from './components/client-goal-list';
import { DisciplineRatingList } from './components/discipline-rating-list';
import { MemberRatingForm } from './components/member-rating-form';
import { GoalRelation } from './components/goal-relation';
import '../../styles/progress-table.css';
import './rehab-cycle.css';

/**
 * The team meeting view of a client (decision 0034): the goals, and the categorical profile of the latest
 * evaluation with each category's ratings, responsible disciplines, goal relation and goal value, and its
 * change since the previous evaluation (the shared comparison). Laid out for a projector (1920×1080) and for
 * print (rehab-cycle.css). For a team's client, each category also shows who assessed it, with discipline and
 * date, marks ratings two or more steps apart, and takes the member's own rating and the agreed value
 * (decision record 0055).
 */
export function MeetingPage() {
  const { t, locale } = useI18n();
  const id = Number(useParams().id);
  const client = useClient(id);
  const evaluations = useClientEvaluations(id);
  const goals = useClientGoals(id);
  const list = evaluations.data ?? [];
  const latest = list[list.length - 1];
  const previous = list[list.length - 2];
  const latestDocument = useMeetingEvaluation(id, latest?.id);
  const comparison = useMeetingComparison(id, previous?.id, latest?.id);
  // The cycle's plan (decision record 0056): an entry the latest evaluation holds without a plan shows it.
  const plan = useInterventionTable(id);
  const codes = useCodes();
  const teamId = client.data?.team_id ?? null;
  const ratings = useDocumentRatings(latest?.id, teamId !== null);
  const teams = useTeamList();
  const userId = useAuth().user?.id;

  if (client.isError) return <p className="page">{t('clients.not_found')}</p>;
  if (!client.data || !evaluations.data) return <p className="page muted">{t('dashboard.loading')}</p>;
  const nameOf = (code: string) => titleInLocale(codes.data?.[code], locale);
  const changes = new Map<string, ProgressChange>(
    (comparison.data?.groups ?? []).flatMap((group) => group.rows.map((row) => [row.code, row.change])),
  );
  const data = withCyclePlan(latestDocument.data?.data ?? {}, plan.data?.rows ?? []);
  const ratingsOfCode = ratingsByCode(ratings.data?.ratings ?? []);
  // A category one member rated belongs on the table even before the team agreed its value.
  const rated = Object.keys(data)
    .filter(
      (code) => isComponentLetter(code.charAt(0)) && (entryIsRated(data[code]!) || ratingsOfCode.has(code)),
    )
    .sort(compareIcfCodes);
  const team =
    teamId !== null && latest
      ? {
          documentId: latest.id,
          discipline: teams.data?.find((found) => found.id === teamId)?.discipline,
        }
      : undefined;
  const columns = team ? 7 : 6;

  return (
    <div className="page meeting-page">
      <p className="no-print">
        <Link to={clientPath(id)}>{client.data.display_name}</Link>
      </p>
      <div className="meeting-head">
        <h1>
          {t('rehab_cycle.meeting.title')}: {client.data.display_name}
        </h1>
        <button type="button" className="button no-print" onClick={() => window.print()}>
          {t('rehab_cycle.meeting.print')}
        </button>
      </div>
      {latest && (
        <p className="muted">
          {t('rehab_cycle.table.evaluation', { date: latest.evaluation_date || t('progress.undated') })}
          {latest.description && ` – ${latest.description}`}
        </p>
      )}
      <section aria-labelledby="meeting-goals-title">
        <h2 id="meeting-goals-title">{t('rehab_cycle.goals.title')}</h2>
        {goals.data && <ClientGoalList goals={goals.data.goals} />}
      </section>
      <section aria-labelledby="meeting-profile-title">
        <h2 id="meeting-profile-title">{t('rehab_cycle.meeting.profile')}</h2>
        {!latest ? (
          <p>{t('rehab_cycle.table.no_evaluation')}</p>
        ) : rated.length === 0 ? (
          <p role={latestDocument.isError ? 'alert' : undefined}>
            {latestDocument.isError
              ? t('documents.import_failed')
              : latestDocument.data
                ? t('progress.no_rows')
                : t('dashboard.loading')}
          </p>
        ) : (
          // On a phone the table scrolls inside its frame, which keyboard users reach and scroll too.
          <div
            className="progress-table-wrap"
            tabIndex={0}
            role="region"
            aria-labelledby="meeting-profile-title"
          >
            <table className="progress-table meeting-table">
              <thead>
                <tr>
                  <th scope="col">{t('rehab_cycle.table.category')}</th>
                  <th scope="col">
                    {team ? t('rehab_cycle.ratings.agreed') : t('rehab_cycle.meeting.value')}
                  </th>
                  {team && <th scope="col">{t('rehab_cycle.ratings.title')}</th>}
                  <th scope="col">{t('rehab_cycle.table.disciplines')}</th>
                  <th scope="col">{t('rehab_cycle.table.goal_relation')}</th>
                  <th scope="col">{t('rehab_cycle.targets.goal')}</th>
                  <th scope="col">{t('rehab_cycle.meeting.change')}</th>
                </tr>
              </thead>
              {componentLetters.map((component) => {
                const codesOfComponent = rated.filter((code) => componentOfCode(code) === component);
                if (codesOfComponent.length === 0) return null;
                return (
                  <tbody key={component}>
                    <tr className={`progress-group component-${component}`}>
                      <th scope="rowgroup" colSpan={columns}>
                        {t(`component.${component}`)}
                      </th>
                    </tr>
                    {codesOfComponent.map((code) => (
                      <MeetingRow
                        key={code}
                        code={code}
                        name={nameOf(code)}
                        entry={data[code]!}
                        change={previous ? changes.get(code) : undefined}
                        hasPrevious={previous !== undefined}
                        team={
                          team && {
                            clientId: id,
                            documentId: team.documentId,
                            discipline: team.discipline,
                            ratings: ratingsOfCode.get(code) ?? [],
                            ratingsLoaded: ratings.data !== undefined,
                            userId,
                          }
                        }
                      />
                    ))}
                  </tbody>
                );
              })}
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The latest evaluation's entries, each that holds no plan of its own (no goal relation) taking the relation,
 * goal value and disciplines of the cycle's plan, so a re-evaluation saved without the plan fields does not
 * hide it (decision record 0056).
 */
function withCyclePlan(
  data: Readonly<Record<string, CodeEntry>>,
  rows: readonly InterventionTableRow[],
): Record<string, CodeEntry> {
  const merged: Record<string, CodeEntry> = { ...data };
  for (const row of rows) {
    const entry = merged[row.code];
    if (!entry || (entry.related_goals?.length ?? 0) > 0) continue;
    merged[row.code] = {
      ...entry,
      related_goals: [...row.relatedGoals],
      disciplines: entry.disciplines?.length ? entry.disciplines : [...row.disciplines],
      goal: entry.goal ?? row.goal,
    };
  }
  return merged;
}

interface MeetingRowProps {
  code: string;
  name: string;
  entry: CodeEntry;
  change: ProgressChange | undefined;
  hasPrevious: boolean;
  /** A team evaluation's ratings by member and what the meeting sets (decision record 0055). */
  team:
    | {
        clientId: number;
        documentId: number;
        discipline: Discipline | undefined;
        ratings: readonly DisciplineRating[];
        ratingsLoaded: boolean;
        userId: number | undefined;
      }
    | undefined;
}

function MeetingRow({ code, name, entry, change, hasPrevious, team }: MeetingRowProps) {
  const { t } = useI18n();
  const slots = qualifierSlotsOf(code).filter((slot) => entry[slot.name] !== '');
  const differ = team !== undefined && ratingsDiffer(code, team.ratings);
  return (
    <tr data-code={code} className={differ ? 'ratings-differ' : undefined}>
      <th scope="row">
        <span className="progress-code">{code}</span> {name}
      </th>
      <td className={team ? 'meeting-agreed-cell' : undefined}>
        {slots.map((slot) => (
          <span key={slot.name} className="progress-measure">
            {slots.length > 1 && `${t(slot.labelKey)}: `}
            <strong>{entry[slot.name]}</strong>
          </span>
        ))}
        {slots.length === 0 && '–'}
        {team && (
          <details className="meeting-action no-print">
            <summary>{t('rehab_cycle.ratings.open_agreed')}</summary>
            <AgreedValueForm
              clientId={team.clientId}
              documentId={team.documentId}
              code={code}
              entry={entry}
            />
          </details>
        )}
      </td>
      {team && (
        <td className="meeting-ratings-cell">
          {differ && <p className="ratings-differ-note">{t('rehab_cycle.ratings.differ')}</p>}
          <DisciplineRatingList code={code} ratings={team.ratings} />
          {team.discipline && (
            <details className="meeting-action no-print">
              <summary>{t('rehab_cycle.ratings.open_mine')}</summary>
              <MemberRatingForm
                // Made anew once the ratings arrive, so it starts from the member's saved rating.
                key={team.ratingsLoaded ? 'loaded' : 'loading'}
                documentId={team.documentId}
                code={code}
                discipline={team.discipline}
                mine={team.ratings.find((rating) => rating.user_id === team.userId)}
              />
            </details>
          )}
        </td>
      )}
      <td>
        {(entry.disciplines ?? []).map((discipline) => t(`discipline.${discipline}`)).join(', ') || '–'}
      </td>
      <td>
        <GoalRelation goals={entry.related_goals ?? []} />
      </td>
      <td>{entry.goal ? entry.goal.value : '–'}</td>
      <td className={change ? `change-${change}` : undefined}>
        {!hasPrevious ? t('rehab_cycle.meeting.no_previous') : change ? t(`progress.change.${change}`) : '–'}
      </td>
    </tr>
  );
}

export default MeetingPage;
