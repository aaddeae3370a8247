import { Building2, UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { brand } from '../../../shared/content/brand';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { NeedsJavaScriptNote } from '../../components/ui/needs-javascript-note';
import { Reveal } from '../../components/ui/reveal';
import { ExecutiveDialog } from './components/executive-dialog';
import { ExecutiveCards, OpportunityList, SectorList } from './components/recruitment-sections';
import { SectionHeading } from './components/section-heading';
import type { RecruitmentVariant } from './components/use-recruitment-form';
import type { ExecutiveService } from './content/recruitment';

// The forms (and zod with their shared schemas) load when a visitor first opens one, not with the page.
const RecruitmentFormDialog = lazy(() =>
  import('./components/recruitment-form-dialog').then((module) => ({
    default: module.RecruitmentFormDialog,
  })),
);

interface OpenForm {
  variant: RecruitmentVariant;
  role: string;
}

const audienceCard = 'flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

export function RecruitmentPage() {
  const [form, setForm] = useState<OpenForm | null>(null);
  const [executive, setExecutive] = useState<ExecutiveService | null>(null);
  return (
    <>
      <section aria-labelledby="recruitment-title" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-14 sm:py-20">
          <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">Recruitment</p>
          <h1
            id="recruitment-title"
            className="mt-3 max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl"
          >
            The right people for primary and community care
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700">
            {brand.consultancyName} connects practices, networks and community providers with clinicians, ARRS
            professionals and leaders. Success-fee based for employers; free for candidates.
          </p>
        </Container>
      </section>
      <section aria-labelledby="opportunities-title" className="py-16">
        <Container>
          <SectionHeading
            id="opportunities-title"
            eyebrow="Current opportunities"
            title="Roles we are recruiting for"
          />
          <OpportunityList onApply={(role) => setForm({ variant: 'candidate', role })} />
        </Container>
      </section>
      <section aria-labelledby="sectors-title" className="bg-slate-50 py-16">
        <Container>
          <Reveal>
            <SectionHeading id="sectors-title" eyebrow="Sectors" title="Where we recruit" />
            <SectorList />
          </Reveal>
        </Container>
      </section>
      <section aria-labelledby="audiences-title" className="py-16">
        <Container>
          <SectionHeading id="audiences-title" title="Work with us" />
          <NeedsJavaScriptNote className="mt-4" what="Posting a job or registering a profile" />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className={audienceCard}>
              <Building2 aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900 text-xl">For Employers</h3>
              <p className="mt-2 flex-1 text-slate-700">
                Tell us about a vacancy: we shortlist vetted candidates and you pay only when you hire (9% of
                salary for permanent hires, 14% for locum hires).
              </p>
              <Button
                className="mt-5 self-start"
                aria-haspopup="dialog"
                onClick={() => setForm({ variant: 'employer', role: '' })}
              >
                Post a Job
              </Button>
            </div>
            <div className={audienceCard}>
              <UserRound aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900 text-xl">For Professionals</h3>
              <p className="mt-2 flex-1 text-slate-700">
                Register your profile and we will introduce you to roles that fit, never sharing your details
                with an employer without your approval.
              </p>
              <Button
                className="mt-5 self-start"
                aria-haspopup="dialog"
                onClick={() => setForm({ variant: 'candidate', role: '' })}
              >
                Register Your Profile
              </Button>
            </div>
          </div>
        </Container>
      </section>
      <section aria-labelledby="executive-title" className="bg-slate-50 py-16">
        <Container>
          <SectionHeading
            id="executive-title"
            eyebrow="Executive Recruitment"
            title="Leadership, interim and permanent"
          />
          <ExecutiveCards onOpen={setExecutive} />
        </Container>
      </section>
      {form ? (
        <Suspense fallback={null}>
          <RecruitmentFormDialog variant={form.variant} role={form.role} onClose={() => setForm(null)} />
        </Suspense>
      ) : null}
      {executive ? <ExecutiveDialog service={executive} onClose={() => setExecutive(null)} /> : null}
    </>
  );
}
