import { HandHeart } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  type OpportunityStatus,
  opportunityMessages,
} from '../../../../shared/marketplace/opportunity.schemas';
import type { AnonymisedCandidate } from '../../../../shared/marketplace/search.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useAnonymisedProfile } from '../api/get-anonymised-profile';
import {
  availabilityText,
  employmentTypesText,
  experienceText,
  otherRolesOfInterest,
  registrationBodiesText,
  rolesOfInterestText,
  roleTitle,
} from '../model/candidate-display';
import { awaitsAnswer } from '../model/opportunity-glance';
import { TierBadge } from './tier-badge';

interface CandidateProfileDialogProps {
  /** The search result it opens from: shown at once while the current profile is read. */
  candidate: AnonymisedCandidate;
  today: string;
  opportunityStatus?: OpportunityStatus | undefined;
  onExpressInterest: (candidate: AnonymisedCandidate) => void;
  onClose: () => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-900 sm:w-44">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Never a name, contact details, photo or full postcode: those come only with an approval. */
export function CandidateProfileDialog({
  candidate,
  today,
  opportunityStatus,
  onExpressInterest,
  onClose,
}: CandidateProfileDialogProps) {
  const titleId = useId();
  const query = useAnonymisedProfile(candidate);
  const profile = query.data ?? candidate;
  const gone = query.isError;
  return (
    <Dialog labelledBy={titleId} onDismiss={onClose} className="max-w-2xl">
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="font-semibold text-slate-900 text-xl">
              {roleTitle(profile)}
            </h2>
            <TierBadge tier={profile.profileTier} />
          </div>
          <p className="text-slate-600 text-sm">
            An anonymised profile: the professional’s name and contact details are shared with you only if
            they approve an opportunity you send.
          </p>
        </header>
        {gone ? <FormAlert message={errorMessageOf(query.error)} /> : null}
        <dl className="flex flex-col gap-2 text-sm">
          <Fact term="Experience">{experienceText(profile.experienceBand)}</Fact>
          <Fact term="Location">
            {profile.postcodeDistrict || 'District not given'} (works up to {profile.workRadiusKm} km from
            home)
          </Fact>
          <Fact term="Availability">{availabilityText(profile.availableFrom, today)}</Fact>
          <Fact term="Employment types">{employmentTypesText(profile.employmentTypes)}</Fact>
          {otherRolesOfInterest(profile).length > 0 ? (
            <Fact term="Also interested in">{rolesOfInterestText(otherRolesOfInterest(profile))}</Fact>
          ) : null}
          <Fact term="Registration bodies">
            {profile.registrationBodies.length > 0
              ? registrationBodiesText(profile.registrationBodies)
              : 'None recorded'}
          </Fact>
          <Fact term="Profile strength">
            {profile.completionLabel} ({profile.completionPercentage} % complete)
          </Fact>
        </dl>
        <Section title="Skills">
          {profile.skills.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {profile.skills.map((skill, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that may repeat a name.
                <li key={index} className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-800 text-sm">
                  {skill}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 text-sm">No skills listed yet.</p>
          )}
        </Section>
        <Section title="Qualifications">
          {profile.qualifications.length > 0 ? (
            <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700 text-sm">
              {profile.qualifications.map((qualification, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that may repeat a title.
                <li key={index}>
                  {qualification.title}
                  {qualification.yearAwarded ? ` (${qualification.yearAwarded})` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600 text-sm">No qualifications listed yet.</p>
          )}
        </Section>
        {profile.videoUrl ? (
          <Section title="Video introduction">
            {/* biome-ignore lint/a11y/useMediaCaption: the professional's own recording; captions are theirs to add. */}
            <video
              src={profile.videoUrl}
              controls
              preload="metadata"
              className="w-full rounded-lg bg-black"
              data-testid="candidate-video"
            />
          </Section>
        ) : null}
        {awaitsAnswer(opportunityStatus) ? (
          <p className="rounded-md bg-brand-50 p-3 text-brand-900 text-sm" role="note">
            {opportunityMessages.alreadyOpen}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {gone || awaitsAnswer(opportunityStatus) ? null : (
            <Button onClick={() => onExpressInterest(profile)}>
              <HandHeart aria-hidden="true" className="size-4" />
              Express interest
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
