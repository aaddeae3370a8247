import { ActivityFeed } from './activity-feed';
import { LaunchCountdown } from './launch-countdown';

export function EarlyAccess() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LaunchCountdown />
      <ActivityFeed />
    </div>
  );
}
