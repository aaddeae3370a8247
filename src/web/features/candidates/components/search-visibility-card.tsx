import { PartyPopper } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CandidateProfile } from '../../../../shared/candidates/profile.schemas';
import { arrsRoleName } from '../../../../shared/content/arrs-roles';
import { Button } from '../../../components/ui/button';
import { CalloutCard } from '../../../components/ui/callout-card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetSearchVisibility } from '../api/candidate-profile';

// The form (and zod under it) loads when opened: the dashboard stays within its initial JS budget.
const ShowAgainForm = lazy(() =>
  import('./show-again-form').then((module) => ({ default: module.ShowAgainForm })),
);

function ShowAgain({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  return (
    <Suspense fallback={<p className="text-slate-600 text-sm">Loading...</p>}>
      <ShowAgainForm profile={profile} onDone={onDone} />
    </Suspense>
  );
}

/** Community Members are never findable, so it is not shown to them. */
export function SearchVisibilityCard({ profile }: { profile: CandidateProfile }) {
  const save = useSetSearchVisibility();
  const [showing, setShowing] = useState(false);
  const [confirmingHide, setConfirmingHide] = useState(false);
  if (profile.profileTier === 'community') return null;

  const keepOut = async () => {
    try {
      await save.mutateAsync({ findable: false });
      notify.success('Your profile is out of employer search');
      setConfirmingHide(false);
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
  };

  const question = profile.placementQuestion;
  if (question) {
    return (
      <CalloutCard icon={PartyPopper} title="Congratulations on your new role">
        <p className="text-slate-700">
          You were placed as {arrsRoleName(question.role) ?? question.role} with {question.organisationName}.
          We have taken your profile out of employer search until you tell us what you would like.
        </p>
        {showing ? (
          <ShowAgain profile={profile} onDone={() => setShowing(false)} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setShowing(true)}>Show my profile to employers again</Button>
            <Button variant="secondary" disabled={save.isPending} onClick={() => void keepOut()}>
              Keep me out of search
            </Button>
          </div>
        )}
      </CalloutCard>
    );
  }

  return (
    <section
      aria-labelledby="search-visibility-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="search-visibility-heading" className="font-semibold text-slate-900 text-xl">
        Employer search
      </h2>
      <p className="text-slate-700">
        {profile.hiddenFromSearch
          ? 'Your profile is out of employer search: no employer can find it or send you an opportunity.'
          : 'Verified employers can find your anonymised profile. Your name stays private until you approve an opportunity.'}
      </p>
      {showing ? (
        <ShowAgain profile={profile} onDone={() => setShowing(false)} />
      ) : (
        <div>
          {profile.hiddenFromSearch ? (
            <Button onClick={() => setShowing(true)}>Show my profile to employers again</Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmingHide(true)}>
              Take my profile out of search
            </Button>
          )}
        </div>
      )}
      {confirmingHide ? (
        <ConfirmDialog
          title="Take your profile out of employer search?"
          description="Employers will no longer find you or send you new opportunities. Opportunities you already have are not affected, and you can show your profile again at any time."
          confirmLabel="Take it out of search"
          busy={save.isPending}
          onConfirm={() => void keepOut()}
          onCancel={() => setConfirmingHide(false)}
        />
      ) : null}
    </section>
  );
}
