import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { Reveal } from '../../components/ui/reveal';
import { StoryCard } from './components/story-card';
import { authFor } from './content/hero-content';
import { insightsMilestones, insightsStats } from './content/insights-content';
import { successStories } from './content/success-stories';

/** /arrsplace/insights: figures, milestones, testimonials and ways to join. */
export function InsightsPage() {
  return (
    <Container className="py-12 sm:py-16">
      <h1 className="max-w-3xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Insights</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        ARRS Place in figures, the milestones so far, and what professionals say about us.
      </p>

      <section aria-labelledby="stats-heading" className="mt-12">
        <h2 id="stats-heading" className="font-bold text-2xl text-slate-900">
          In figures
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
          {insightsStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-slate-200 p-5">
              <dt className="text-slate-700">{stat.label}</dt>
              <dd className="font-bold text-3xl text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="milestones-heading" className="mt-14">
        <h2 id="milestones-heading" className="font-bold text-2xl text-slate-900">
          Milestones
        </h2>
        <ol className="mt-6 space-y-6 border-brand-200 border-l-2 pl-6">
          {insightsMilestones.map((milestone) => (
            <li key={milestone.title}>
              <Reveal>
                <p className="font-semibold text-brand-800 text-sm">{milestone.when}</p>
                <h3 className="font-semibold text-lg text-slate-900">{milestone.title}</h3>
                <p className="mt-1 text-slate-700">{milestone.text}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="testimonials-heading" className="mt-14">
        <h2 id="testimonials-heading" className="font-bold text-2xl text-slate-900">
          What professionals say
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {successStories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-heading" className="mt-14 rounded-xl bg-brand-50 p-8">
        <h2 id="join-heading" className="font-bold text-2xl text-slate-900">
          Join ARRS Place
        </h2>
        <p className="mt-2 text-slate-800">Membership is free. Candidates are never charged.</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <LinkButton to={authFor.any}>Join ARRS Place</LinkButton>
          <LinkButton to={authFor.employer} variant="secondary">
            Register as an Employer
          </LinkButton>
        </div>
      </section>
    </Container>
  );
}
