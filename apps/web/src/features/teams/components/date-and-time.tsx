import { formatCreatedAt } from '../../../lib/format-date';

/**
 * '2026-11-28 08:25' as two unbreakable parts that may sit on two lines: on a phone the column is as wide as
 * the date, not the date and the time, so the table fits in fallback fonts too, before the web font arrives.
 */
export function DateAndTime({ iso }: { iso: string }) {
  const [date, time] = formatCreatedAt(iso).split(' ');
  return (
    <>
      <span className="team-nowrap">{date}</span> <span className="team-nowrap">{time}</span>
    </>
  );
}
