import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { qualifierScore, type ClientProgress, type ProgressMeasure, type ProgressRow } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';

interface ProgressChartsProps {
  progress: ClientProgress;
  nameOf(code: string): string;
}

/**
 * The comparison as small charts (uPlot, decision 0018): one per rated scale of a code, the evaluations along
 * the x axis and the qualifier on the y axis in the ICF direction, so up is better: problems run from 4 at the
 * bottom to 0, environmental factors from barrier 4 to facilitator +4. The goal is a dashed line.
 */
export default function ProgressCharts({ progress, nameOf }: ProgressChartsProps) {
  const rows = progress.groups.flatMap((group) => group.rows);
  return (
    <div className="progress-charts">
      {rows.flatMap((row) =>
        row.measures
          .filter(
            (measure) => qualifierScore(measure.role, measure.role === 'environment' ? '+0' : '0') !== null,
          )
          .map((measure) => (
            <MeasureChart
              key={`${row.code}-${measure.slot}`}
              row={row}
              measure={measure}
              name={nameOf(row.code)}
              dates={progress.evaluations.map((evaluation) => evaluation.date)}
            />
          )),
      )}
    </div>
  );
}

function MeasureChart({
  row,
  measure,
  name,
  dates,
}: {
  row: ProgressRow;
  measure: ProgressMeasure;
  name: string;
  dates: string[];
}) {
  const { t } = useI18n();
  const target = useRef<HTMLDivElement>(null);
  const environment = measure.role === 'environment';

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const xs = dates.map((_, index) => index + 1);
    const scores = measure.values.map((value) => qualifierScore(measure.role, value));
    const goal = row.goal?.slot === measure.slot ? qualifierScore(measure.role, row.goal.value) : null;
    const series: uPlot.Series[] = [
      {},
      { label: row.code, stroke: '#c0392b', width: 2, points: { show: true, size: 7, fill: '#c0392b' } },
    ];
    const data: uPlot.AlignedData = [xs, scores];
    if (goal !== null) {
      series.push({
        label: t('progress.goal'),
        stroke: '#1f4e8c',
        dash: [5, 4],
        width: 1.5,
        points: { show: false },
      });
      data.push(xs.map(() => goal));
    }
    const width = Math.min(340, element.clientWidth || 340);
    const chart = new uPlot(
      {
        width,
        height: 150,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [0.7, xs.length + 0.3] },
          y: { range: [-4.3, environment ? 4.3 : 0.3] },
        },
        axes: [
          {
            splits: () => xs,
            values: (_, splits) => splits.map((split) => dates[split - 1] || t('progress.undated')),
            size: 28,
            font: '10px sans-serif',
          },
          {
            splits: () => (environment ? [-4, -2, 0, 2, 4] : [-4, -3, -2, -1, 0]),
            values: (_, splits) => splits.map((split) => (split > 0 ? `+${split}` : String(Math.abs(split)))),
            size: 30,
            font: '10px sans-serif',
          },
        ],
        series,
      },
      data,
      element,
    );
    return () => chart.destroy();
  }, [dates, environment, measure, row, t]);

  const slotSuffix =
    row.measures.length > 1
      ? ` · ${measure.role === 'capacity' ? t('export.profile.capacity') : measure.role === 'performance' ? t('export.profile.performance') : ''}`
      : '';
  return (
    <figure className="progress-chart">
      <figcaption>
        <strong>{row.code}</strong> {name}
        {slotSuffix}
      </figcaption>
      <div
        ref={target}
        role="img"
        aria-label={`${t('progress.chart_label', { code: row.code })}: ${measure.values.map((value, index) => `${dates[index] || t('progress.undated')} ${value || '–'}`).join(', ')}`}
      />
    </figure>
  );
}
