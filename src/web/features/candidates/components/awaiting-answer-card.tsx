import { ArrowRight, Inbox } from 'lucide-react';
import { paths } from '../../../../shared/routing/paths';
import { ukLongDate } from '../../../../shared/validation/uk-day';
import { CalloutCard } from '../../../components/ui/callout-card';
import { LinkButton } from '../../../components/ui/link-button';
import { useCandidateOpportunities } from '../api/get-opportunities';
import { awaitingAnswer } from '../model/opportunity-glance';

/** Nothing while loading or if the inbox cannot be read: the Opportunities link beside it says why. */
export function AwaitingAnswerCard() {
  const query = useCandidateOpportunities();
  const waiting = query.data ? awaitingAnswer(query.data.opportunities) : null;
  if (!waiting) return null;
  return (
    <CalloutCard
      icon={Inbox}
      title={
        waiting.count === 1
          ? '1 opportunity is waiting for your answer'
          : `${waiting.count} opportunities are waiting for your answer`
      }
    >
      <p className="text-slate-700">
        Please answer by {ukLongDate(waiting.answerBy)}. Your name and contact details stay private unless you
        approve.
      </p>
      <div>
        <LinkButton to={paths.platform.candidateOpportunities}>
          Review opportunities
          <ArrowRight aria-hidden="true" className="size-4" />
        </LinkButton>
      </div>
    </CalloutCard>
  );
}
