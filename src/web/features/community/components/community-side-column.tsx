import { CommunityPulse } from './community-pulse';
import { HotDiscussions } from './hot-discussions';

export function CommunitySideColumn() {
  return (
    <div className="flex flex-col gap-6">
      <CommunityPulse />
      <HotDiscussions />
    </div>
  );
}
