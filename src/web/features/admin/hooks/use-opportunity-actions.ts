import type { AdminOpportunity } from '../../../../shared/marketplace/opportunity.schemas';
import { roleNameOf } from '../../../components/opportunities/opportunity-facts';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdjustOpportunityFee } from '../api/adjust-opportunity-fee';
import { type MoveOpportunityInput, useMoveOpportunity } from '../api/move-opportunity';
import { moveTextsFor } from '../model/opportunity-pipeline';

export function useOpportunityActions(opportunity: AdminOpportunity) {
  const moving = useMoveOpportunity();
  const adjusting = useAdjustOpportunityFee();
  const busy = moving.isPending || adjusting.isPending;
  const description = `${roleNameOf(opportunity.role)} · ${opportunity.candidateName} with ${opportunity.organisationName}`;

  // mutateAsync, not mutate's callbacks: the card leaves a filtered list once it moves on, and the
  // toast must still show. On failure the dialog stays open with what was typed.
  const move = async (values: Omit<MoveOpportunityInput, 'id'>, done: () => void) => {
    const texts = moveTextsFor(values.status);
    try {
      await moving.mutateAsync({ id: opportunity.id, ...values });
      notify.success(texts.done, { description });
      done();
    } catch (error) {
      notify.error(texts.failed, { description: errorMessageOf(error) });
    }
  };

  const adjustFee = async (fee: { feePence: number; note: string }, done: () => void) => {
    try {
      await adjusting.mutateAsync({ id: opportunity.id, ...fee });
      notify.success('Fee adjusted', { description });
      done();
    } catch (error) {
      notify.error('Failed to adjust the fee', { description: errorMessageOf(error) });
    }
  };

  return { move, adjustFee, busy };
}
