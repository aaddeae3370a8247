import { Compass } from 'lucide-react';
import type { Role } from '../../../../shared/accounts/roles';
import { communityMessages } from '../../../../shared/community/community-rules';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useTours } from '../../../lib/tours/use-tours';

export function TourButton({ role }: { role: Role }) {
  const tours = useTours();
  const loading = tours.state === 'loading';
  const start = async () => {
    let started = false;
    try {
      started = await tours.startTour(`${role}_community_tour`);
    } catch {
      started = false;
    }
    if (started) notify.success(communityMessages.tourStarted);
    else notify.error(communityMessages.tourUnavailable);
  };
  return (
    <Button
      variant="secondary"
      data-tour="community-tour-button"
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loading) void start();
      }}
    >
      <Compass aria-hidden="true" className="size-4" />
      Take Community Tour
    </Button>
  );
}
