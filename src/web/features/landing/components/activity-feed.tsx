import { Activity } from 'lucide-react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { activityFeed, activityRotationMs } from '../content/early-access';
import { useRotation } from '../hooks/use-rotation';
import { RotationToggle } from './rotation-toggle';

/** The early-access activity feed: one item at a time every 4 s; the whole list with reduced motion. */
export function ActivityFeed() {
  const reduced = useReducedMotion();
  const rotation = useRotation(activityFeed.length, activityRotationMs);
  const current = activityFeed[rotation.index] ?? activityFeed[0];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-semibold text-lg text-slate-900">
          <Activity aria-hidden="true" className="size-5 text-brand-700" />
          Early-access activity
        </h3>
        {reduced ? null : (
          <RotationToggle rotating={!rotation.stopped} onToggle={rotation.toggle} what="activity" />
        )}
      </div>
      <p className="mt-1 text-slate-600 text-sm">Sample activity, for illustration.</p>
      {reduced ? (
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
          {activityFeed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 min-h-12 text-slate-800" data-testid="activity-item">
          {current}
        </p>
      )}
    </div>
  );
}
