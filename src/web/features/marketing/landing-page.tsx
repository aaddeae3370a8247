import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

const sections = [
  {
    id: 'services',
    title: 'Services',
    text: 'Recruitment, business development, project management and digital transformation for NHS trusts, primary care networks, GP practices and healthcare technology firms.',
  },
  {
    id: 'success-stories',
    title: 'Success stories',
    text: 'Case studies of digital access, telephony and transformation programmes we have delivered will be told here.',
  },
  {
    id: 'business-development',
    title: 'Business development',
    text: 'Commercial readiness and growth support for organisations working with primary care.',
  },
  {
    id: 'project-management',
    title: 'Project management',
    text: 'Planning and delivery of change programmes across practices, networks and trusts.',
  },
];

/** '/' on the consultancy host. */
export function LandingPage() {
  return (
    <PlaceholderPage
      documentTitle="Home"
      eyebrow={brand.consultancyName}
      title={brand.tagline}
      summary="This page will introduce our services, success stories and founder; until then, get in touch or explore ARRS Place, our jobs and community platform for ARRS roles."
      links={[
        { label: 'Contact us', to: paths.contact },
        { label: `Explore ${brand.platformName}`, to: paths.platform.landing },
        { label: 'Recruitment', to: paths.recruitment },
      ]}
    >
      <div className="mt-16 grid gap-6 md:grid-cols-2">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="rounded-xl border border-slate-200 p-6"
          >
            <h2 id={`${section.id}-title`} className="font-semibold text-slate-900 text-xl">
              {section.title}
            </h2>
            <p className="mt-2 text-slate-600">{section.text}</p>
          </section>
        ))}
      </div>
    </PlaceholderPage>
  );
}
