import { ActivityFeed } from './activity-feed';
import { LaunchCountdown } from './launch-countdown';

/** Section 6: the countdown to the official launch beside the early-access activity feed. */
export function EarlyAccess() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LaunchCountdown />
      <ActivityFeed />
    </div>
  );
}
