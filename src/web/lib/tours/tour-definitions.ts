import { communityLimits } from '../../../shared/community/community-rules';
import { candidateTourTargets, communityTourTargets } from './tour-catalogue';
import type { TourAudience } from './tour-rules';

/* Loaded with `import()` when a tour is about to run (tour-provider.tsx); tour-catalogue.ts lists the
 * tours and the element each starts on without these texts. */

/** One highlighted element and what the popover says about it (plain text; never user content). */
export interface TourStep {
  /** A CSS selector, by convention `[data-tour="…"]` so markup changes do not break tours. */
  element: string;
  title: string;
  description: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export interface TourDefinition {
  name: string;
  /** The first step's element must be on the page for the tour to start. */
  steps: readonly TourStep[];
}

const t = communityTourTargets;

const welcome: Record<TourAudience, string> = {
  candidate:
    'A professional space for ARRS staff in primary care: share what works, ask colleagues in the same role, and keep up with practice and policy. This short tour shows each part of the page. Use the arrow keys or the buttons to move, and Escape to leave.',
  employer:
    'Where practices, PCNs and the ARRS staff they work with share experience: integrating new roles, supervision, service design and policy. This short tour shows each part of the page. Use the arrow keys or the buttons to move, and Escape to leave.',
  admin:
    'The professional community your members use. This tour shows the page as members see it, plus what you can do as an admin. Use the arrow keys or the buttons to move, and Escape to leave.',
};

const createPost: Record<TourAudience, string> = {
  candidate: `Create Post opens a form: a title, one of the nine categories, your message (up to ${communityLimits.contentMax} characters) and up to ${communityLimits.tagsMax} tags. Posts appear straight away, so read yours through first.`,
  employer: `Create Post opens a form: a title, one of the nine categories, your message (up to ${communityLimits.contentMax} characters) and up to ${communityLimits.tagsMax} tags. This is a discussion space, not a jobs board: vacancies and recruitment messages are not permitted here.`,
  admin: `Create Post works as it does for members (title, category, up to ${communityLimits.contentMax} characters, up to ${communityLimits.tagsMax} tags). Only admins can post in Official Announcements, which members see with an official badge.`,
};

const memberPosts =
  'Discussions, pinned ones first. Vote to lift helpful posts (each upvote earns the author karma), open the replies to comment or answer a comment, and use the report icon to flag a post that breaks the rules.';

const posts: Record<TourAudience, string> = {
  candidate: memberPosts,
  employer: memberPosts,
  admin: `Discussions, pinned ones first. A post reported by ${communityLimits.autoHideReporters} different members is hidden until reviewed; the moderation queue in the admin area lists reports, where you hide or restore with a reason and pin posts. Every action is audited.`,
};

function communityTour(audience: TourAudience): TourDefinition {
  return {
    name: `${audience}_community_tour`,
    steps: [
      { element: t.header, title: 'Welcome to the Healthcare Community', description: welcome[audience] },
      { element: t.createPost, title: 'Start a discussion', description: createPost[audience] },
      {
        element: t.search,
        title: 'Search discussions',
        description:
          'Type a word or phrase to find discussions whose title or text contains it, for example a medicine, a clinical system or a role.',
      },
      {
        element: t.filters,
        title: 'Filter and sort',
        description:
          'Narrow the list to one category, such as Clinical Practice or Career Advice, and sort by newest, most popular (highest score) or most comments.',
      },
      {
        element: t.guidelines,
        title: 'Community guidelines',
        description:
          'Three rules keep this space useful and safe: no job postings or recruitment, no contact details (phone numbers, e-mail addresses, "message me"), and never anything that could identify a patient, such as an NHS number or a name with a date of birth. Posts that break them are refused or hidden.',
      },
      { element: t.posts, title: 'The conversation', description: posts[audience] },
      {
        element: t.pulse,
        title: 'Community Pulse',
        description:
          'How active the community is: published posts, comments and members, and the top contributors by karma.',
        side: 'left',
      },
      {
        element: t.trending,
        title: 'Hot Discussions',
        description: `The most upvoted discussions of the last ${communityLimits.trendingDays} days: a quick way to see what colleagues are talking about.`,
        side: 'left',
      },
      {
        element: t.tourButton,
        title: 'See this again',
        description: 'That is the tour. Take Community Tour replays it whenever you like.',
      },
    ],
  };
}

const c = candidateTourTargets;

const candidateMainTour: TourDefinition = {
  name: 'candidate_main_tour',
  steps: [
    {
      element: c.welcome,
      title: 'Welcome to your dashboard',
      description:
        'This is your home on ARRS Place: your profile, your documents and the community. We represent you to employers, and your details reach one only after you approve their opportunity.',
    },
    {
      element: c.completion,
      title: 'Profile strength',
      description:
        'Your profile’s completion and its strength label. Employers find complete profiles first, and a work radius with a valid UK postcode is what lets them find you at all.',
    },
    {
      element: c.nextSteps,
      title: 'Next steps',
      description: 'The items that would add most to your profile, each with a link to where you fill it in.',
    },
    {
      element: c.shortcuts,
      title: 'Everything else',
      description:
        'Edit your profile, keep your compliance documents up to date, join the community, and manage your tier, consents and data in your account settings.',
      side: 'left',
    },
  ],
};

const candidateDocumentsTour: TourDefinition = {
  name: 'candidate_documents_tour',
  steps: [
    {
      element: c.documentsUpload,
      title: 'Your compliance passport',
      description:
        'Upload your CV, professional registration, DBS certificate, right to work, indemnity, basic life support and safeguarding certificates, with their issue and expiry dates. We check each file’s type from its content.',
    },
    {
      element: c.documentsList,
      title: 'Status and reminders',
      description:
        'Each document shows whether it awaits verification, is verified, rejected or expired. We e-mail you 30 and 7 days before a document expires.',
    },
  ],
};

/** Every tour's steps; tour-catalogue.ts names the same tours with the same first elements. */
export const tourDefinitions: readonly TourDefinition[] = [
  communityTour('candidate'),
  communityTour('employer'),
  communityTour('admin'),
  candidateMainTour,
  candidateDocumentsTour,
];

const definitions: ReadonlyMap<string, TourDefinition> = new Map(
  tourDefinitions.map((definition) => [definition.name, definition]),
);

export function findTourDefinition(name: string): TourDefinition | undefined {
  return definitions.get(name);
}
