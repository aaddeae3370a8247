import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FeedbackWeek } from '../../../../shared/admin/feedback.schemas';
import { surveyRatings } from '../../../../shared/feedback/survey';
import { formatDayMonth } from '../../../lib/uk-dates';

/*
 * Loaded on demand by the feedback page only, so no other page downloads recharts. The table below has
 * the same figures, so the picture is hidden from assistive technology.
 */

const colours = { rating1: '#b91c1c', rating2: '#b45309', rating3: '#047857' } as const;

export default function FeedbackRatingsChart({ weeks }: { weeks: FeedbackWeek[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="weekStart"
            tickFormatter={formatDayMonth}
            tick={{ fontSize: 12, fill: '#475569' }}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={40} />
          <Tooltip labelFormatter={(week) => `Week of ${formatDayMonth(String(week))}`} />
          <Legend />
          {surveyRatings.map((rating) => {
            const key = `rating${rating.value}` as keyof typeof colours;
            return (
              <Bar
                key={key}
                dataKey={key}
                name={`${rating.value} – ${rating.label}`}
                stackId="ratings"
                fill={colours[key]}
                isAnimationActive={false}
              />
            );
          })}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
