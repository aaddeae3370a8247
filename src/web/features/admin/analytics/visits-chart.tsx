import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsDayPoint } from '../../../../shared/analytics/dashboard.schemas';
import { formatDay, formatDayMonth } from '../../../lib/uk-dates';

/*
 * Loaded on demand by the analytics page only, so no other page downloads recharts. The same figures
 * are in the table beside it, so the chart is hidden from assistive technology.
 */

export default function VisitsChart({ series }: { series: AnalyticsDayPoint[] }) {
  return (
    <div aria-hidden="true" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={series}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="day"
            tickFormatter={formatDayMonth}
            tick={{ fontSize: 12, fill: '#475569' }}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={48} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="pageViews"
            name="Page views"
            stroke="#0f766e"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke="#1d4ed8"
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="sessions"
            name="Visits"
            stroke="#b45309"
            strokeWidth={2}
            strokeDasharray="2 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
