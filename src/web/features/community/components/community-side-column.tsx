import { CommunityPulse } from './community-pulse';
import { HotDiscussions } from './hot-discussions';

/** The side column: Community Pulse and Hot Discussions; below the list on phones. */
export function CommunitySideColumn() {
  return (
    <div className="flex flex-col gap-6">
      <CommunityPulse />
      <HotDiscussions />
    </div>
  );
}
