/**
 * Set-based SQL that fills the community tables with benchmark data (bench/community-seed.ts): users
 * and profiles, posts, comments and replies, votes, then counters and reputation computed from the
 * tables, so they agree exactly. Runs on PostgreSQL and on PGlite alike (`run` sends one statement).
 */
export type RunSql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface SeedSize {
  users: number;
  posts: number;
  comments: number;
  votes: number;
}

export const defaultSeedSize: SeedSize = {
  users: 2_000,
  posts: 100_000,
  comments: 300_000,
  votes: 1_000_000,
};

/** Bench rows are recognisable: user ids start with this, e-mails end with @bench.example.com. */
export const benchUserPrefix = 'bench-user-';

// Ordered roughly from common to rare: words are drawn with a skew towards the front of the list, so a
// few words are in most posts and the tail is rare, as in real text (and as trigram search sees it).
const vocabulary = `the and to of a in for is that we with on our this it at be are have as practice
patients team from can not but you or by all was about will more any what how has they there one would
so if an been new also when which some other do their time work who just support care week role would
service pharmacist clinic primary network review medication staff training really think people first
need help local experience access care home appointments pcn surgery social prescribing community
health workload model year month please share ideas found useful guidance data system approach teams
clinical supervision record audit funding session nurse physiotherapist paramedic coordinator link
worker dietitian podiatrist occupational therapist mental wellbeing frailty diabetes hypertension
asthma copd structured medication reviews polypharmacy deprescribing anticoagulation monitoring
bloods results triage online consultation template coding snomed referral pathway discharge hospital
integrated board contract reimbursement scheme arrs additional roles director meeting huddle rota
leave cover competency framework portfolio mentor preceptorship induction learning development
course module placement reflection feedback patient survey outcome quality improvement project
evidence trial study protocol nice sign guideline formulary antimicrobial stewardship sepsis
safeguarding consent governance incident significant event learning risk register policy update
vaccine flu covid immunisation campaign clinic invitation recall housebound visits ward round care
plan anticipatory end life palliative carer dementia falls bone health musculoskeletal back pain
knee shoulder injection exercise advice self management group education smoking alcohol weight
obesity nutrition sleep anxiety depression talking therapies crisis young people children maternity
menopause contraception sexual screening cervical bowel breast cancer early diagnosis frailty index
population health management dashboard searches emis systmone ardens accurx remote hybrid
telehealth video digital inclusion translator interpreter accessibility equality inequalities
deprivation rural urban estates space room booking parking lunch coffee tea kindness burnout
resilience retention morale celebration thank colleagues volunteer charity garden walk peer buddy
newsletter webinar conference poster abstract publication journal club case discussion tips tricks
checklist spreadsheet workflow automation efficiency backlog waiting list demand capacity winter
pressures surge escalation lessons learned reflections question anyone else experiencing advice
welcome thoughts recommendations`
  .split(/\s+/)
  .filter(Boolean);

const firstNames = `Amelia Oliver Priya Mohammed Grace Daniel Aisha James Chloe Samuel Fatima Thomas Hannah
Ravi Sophie Kwame Emily Joseph Zara Lucas Megan Arjun Ella Benjamin Leah Omar Ruby Harry Niamh Yusuf
Isla George Freya Kiran Jessica Adebayo Lily Ethan Mei Callum`
  .split(/\s+/)
  .filter(Boolean);
const lastNames = `Smith Patel Jones Khan Williams Taylor Brown Davies Evans Wilson Thomas Roberts Johnson
Ahmed Walker Wright Robinson Thompson White Hughes Edwards Green Hall Wood Harris Martin Jackson Clarke
Lewis Okafor Singh Chen Murphy Kelly Hussain Campbell Shah Begum Mensah`
  .split(/\s+/)
  .filter(Boolean);
const tags = `pharmacy physio social-prescribing paramedic mental-health diabetes frailty training
supervision workload it-systems audit wellbeing funding guidance smr vaccines education research`
  .split(/\s+/)
  .filter(Boolean);

const textArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(',')}]::text[]`;

/** A deterministic UUID shaped like version 4 (the API's schemas check the version and variant). */
const uuidFrom = (seed: string) =>
  `overlay(overlay(md5(${seed}) placing '4' from 13) placing '8' from 17)::uuid`;
const postId = (index: string) => uuidFrom(`'bench-post-' || ${index}`);
const commentId = (index: string) => uuidFrom(`'bench-comment-' || ${index}`);
const userId = (index: string) => `'${benchUserPrefix}' || lpad((${index})::text, 6, '0')`;

const sentencePool = 60_000;
const titlePool = 20_000;

/** A small deterministic PRNG (mulberry32), so every seed has the same text. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Pools of sentences and titles made from the vocabulary (words drawn with a skew towards the front
 * of the list). Posts and comments take runs of consecutive sentences from a random place in the pool,
 * which is set-based and fast, yet gives each a different text of a realistic length.
 */
export function textPools() {
  const random = prng(20_250_601);
  const word = () => vocabulary[Math.floor(random() ** 1.8 * vocabulary.length)] ?? 'the';
  const words = (count: number) => Array.from({ length: count }, word).join(' ');
  const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const endings = ['.', '.', '.', '?', '!'];
  const sentences = Array.from(
    { length: sentencePool },
    () =>
      `${capitalise(words(5 + Math.floor(random() * 14)))}${endings[Math.floor(random() * endings.length)]}`,
  );
  const titles = Array.from({ length: titlePool }, () => capitalise(words(4 + Math.floor(random() * 9))));
  return { sentences, titles };
}

/** Loads the pools into temporary tables (gone when the session ends); the parameters are the pools. */
export const poolStatements = [
  `create temp table bench_sentence (id int primary key, s text not null) on commit drop`,
  `create temp table bench_title (id int primary key, t text not null) on commit drop`,
];
export const loadSentences = `insert into bench_sentence select n::int - 1, s from unnest($1::text[]) with ordinality as x(s, n)`;
export const loadTitles = `insert into bench_title select n::int - 1, t from unnest($1::text[]) with ordinality as x(t, n)`;

/** The text of `length` consecutive pool sentences from `start` (columns of the row being built). */
const paragraph = (start: string, length: string) =>
  `(select string_agg(s, ' ' order by id) from bench_sentence
    where id >= ${start} and id < ${start} + ${length})`;
/** A random start such that `length` sentences fit in the pool. */
const randomStart = (maxLength: number) => `floor(random() * ${sentencePool - maxLength})::int`;

/** The statements, in order, for one transaction (after the pools are loaded). */
export function seedStatements(size: SeedSize): { label: string; sql: string }[] {
  const { users, posts, comments } = size;
  const topLevel = Math.round(comments * (2 / 3));
  const categories = `array['general', 'general', 'primary_care', 'primary_care', 'clinical_practice',
    'clinical_practice', 'community_care', 'career_advice', 'technology', 'research', 'policy']`;
  return [
    {
      label: `${users} users`,
      sql: `insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select ${userId('i')}, n.name, 'member' || i || '@bench.example.com', true, n.t, n.t
        from generate_series(1, ${users}) i,
          lateral (select (${textArray(firstNames)})[1 + (i * 7) % ${firstNames.length}] || ' ' ||
                          (${textArray(lastNames)})[1 + (i * 13) % ${lastNames.length}] as name,
                          now() - interval '800 days' + i * interval '5 minutes' as t) n`,
    },
    {
      label: `${users} profiles`,
      sql: `insert into user_profiles (user_id, full_name, role, profile_tier, is_approved, approved_at,
          terms_accepted, terms_accepted_at, data_processing_consent, created_at, updated_at)
        select u.id, u.name,
          case when i % 10 = 0 then 'employer' when i % 97 = 0 then 'admin' else 'candidate' end,
          case when i % 10 = 0 or i % 97 = 0 then 'community'
               else (array['community', 'portfolio', 'active_seeker'])[1 + i % 3] end,
          true, u.created_at, true, u.created_at, true, u.created_at, u.created_at
        from generate_series(1, ${users}) i join "user" u on u.id = ${userId('i')}`,
    },
    {
      // Authors skewed (a few prolific members), lengths skewed (most posts short, some long).
      label: `${posts} posts`,
      sql: `insert into community_posts (id, user_id, title, content, category, tags, status, is_pinned,
          author_profile_tier, moderation_reason, moderated_at, created_at)
        select ${postId('x.i')}, a.user_id,
          left((select t from bench_title where id = x.title) || case when x.i % 3 = 0 then '?' else '' end, 200),
          left(${paragraph('x.start', 'x.length')}, 5000),
          case when x.i % 20000 = 0 then 'announcements'
               else (${categories})[1 + floor(power(random(), 1.3) * 11)::int] end,
          case when x.i % 4 = 0 then '{}'::text[]
               else array[(${textArray(tags)})[1 + x.i % ${tags.length}],
                          (${textArray(tags)})[1 + (x.i * 7) % ${tags.length}]] end,
          case when x.i % 200 = 0 then 'hidden' else 'published' end,
          x.i % 20000 = 0,
          a.tier,
          case when x.i % 200 = 0 then 'Bench: hidden by a moderator' end,
          case when x.i % 200 = 0 then now() end,
          now() - (${posts} - x.i) * interval '6 minutes' - random() * interval '5 minutes'
        from (select i, 1 + floor(power(random(), 2) * ${users})::int as author,
                     floor(random() * ${titlePool})::int as title,
                     1 + floor(power(random(), 2) * 24)::int as length, ${randomStart(25)} as start
              from generate_series(1, ${posts}) i) x
          join (select user_id, profile_tier as tier from user_profiles) a on a.user_id = ${userId('x.author')}`,
    },
    {
      // Comments favour recent posts, so 'Most Comments' has a long tail.
      label: `${topLevel} top-level comments`,
      sql: `insert into post_comments (id, post_id, user_id, content, created_at)
        select ${commentId('x.i')}, p.id, ${userId(`1 + floor(random() * ${users})::int`)},
          ${paragraph('x.start', 'x.length')},
          p.created_at + (now() - p.created_at) * power(random(), 4)
        from (select i, ${posts} - floor(power(random(), 1.5) * ${posts})::int as post,
                     1 + floor(power(random(), 2) * 6)::int as length, ${randomStart(7)} as start
              from generate_series(1, ${topLevel}) i) x
        join community_posts p on p.id = ${postId('x.post')}`,
    },
    {
      label: `${comments - topLevel} replies`,
      sql: `insert into post_comments (id, post_id, user_id, parent_comment_id, content, created_at)
        select ${commentId('x.i')}, parent.post_id, ${userId(`1 + floor(random() * ${users})::int`)}, parent.id,
          ${paragraph('x.start', 'x.length')},
          parent.created_at + (now() - parent.created_at) * power(random(), 4)
        from (select i, 1 + floor(random() * ${topLevel})::int as parent,
                     1 + floor(power(random(), 2) * 4)::int as length, ${randomStart(5)} as start
              from generate_series(${topLevel + 1}, ${comments}) i) x
        join post_comments parent on parent.id = ${commentId('x.parent')}`,
    },
    {
      label: 'post votes',
      // Each post gets a skewed number of votes (most a few, some dozens) from distinct members.
      sql: `insert into post_votes (user_id, post_id, vote_type, created_at)
        select ${userId(`1 + ((k.i::bigint * 7919 + j) % ${users})`)}, ${postId('k.i')},
          case when random() < 0.82 then 'upvote' else 'downvote' end, now() - random() * interval '300 days'
        from (select i, floor(power(random(), 3) * ${Math.round((size.votes * 0.7 * 4) / posts)})::int as k
              from generate_series(1, ${posts}) i) k,
          generate_series(0, k.k - 1) j`,
    },
  ];
}

/** Comment votes top the total up to `size.votes` exactly; then counters and reputation. */
export function finishStatements(size: SeedSize, postVotes: number): { label: string; sql: string }[] {
  const { users, comments, votes } = size;
  const commentVotes = Math.max(0, votes - postVotes);
  return [
    {
      label: `${commentVotes} comment votes`,
      sql: `insert into post_votes (user_id, comment_id, vote_type, created_at)
        select ${userId(`1 + ((c::bigint * 104729 + n / ${comments}) % ${users})`)}, ${commentId('c')},
          case when random() < 0.85 then 'upvote' else 'downvote' end, now() - random() * interval '300 days'
        from (select n, 1 + n % ${comments} as c from generate_series(0, ${commentVotes - 1}) n) v`,
    },
    {
      label: 'post counters',
      sql: `update community_posts p set upvotes = coalesce(v.up, 0), downvotes = coalesce(v.down, 0),
          comment_count = coalesce(c.n, 0)
        from community_posts b
          left join (select post_id, count(*) filter (where vote_type = 'upvote')::int as up,
                            count(*) filter (where vote_type = 'downvote')::int as down
                     from post_votes where post_id is not null group by post_id) v on v.post_id = b.id
          left join (select post_id, count(*)::int as n from post_comments
                     where status = 'published' group by post_id) c on c.post_id = b.id
        where p.id = b.id and b.user_id like '${benchUserPrefix}%'`,
    },
    {
      label: 'comment counters',
      sql: `update post_comments pc set upvotes = v.up, downvotes = v.down
        from (select comment_id, count(*) filter (where vote_type = 'upvote')::int as up,
                     count(*) filter (where vote_type = 'downvote')::int as down
              from post_votes where comment_id is not null group by comment_id) v
        where pc.id = v.comment_id and pc.user_id like '${benchUserPrefix}%'`,
    },
    {
      label: 'reputation (karma: votes from others on your posts and comments; posts created)',
      sql: `insert into user_reputation (user_id, karma_points, posts_created)
        select u.id, coalesce(k.karma, 0), coalesce(p.n, 0)
        from "user" u
          left join (select user_id, count(*)::int as n from community_posts group by user_id) p
            on p.user_id = u.id
          left join (select author, sum(case when vote_type = 'upvote' then 1 else -1 end)::int as karma
                     from (select cp.user_id as author, v.user_id as voter, v.vote_type
                           from post_votes v join community_posts cp on cp.id = v.post_id
                           union all
                           select pc.user_id, v.user_id, v.vote_type
                           from post_votes v join post_comments pc on pc.id = v.comment_id) x
                     where author is not null and voter is distinct from author group by author) k
            on k.author = u.id
        where u.id like '${benchUserPrefix}%'`,
    },
  ];
}

/** Checks the invariants the API keeps: counters equal the tables, reputation equals the karma rule. */
export const consistencyChecks: { label: string; sql: string }[] = [
  {
    label: 'posts whose counters differ from post_votes / post_comments',
    sql: `select count(*)::int as n from community_posts p
      where p.upvotes <> (select count(*) from post_votes v where v.post_id = p.id and v.vote_type = 'upvote')
         or p.downvotes <> (select count(*) from post_votes v where v.post_id = p.id and v.vote_type = 'downvote')
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id and c.status = 'published')`,
  },
  {
    label: 'comments whose counters differ from post_votes',
    sql: `select count(*)::int as n from post_comments c
      left join (select comment_id, count(*) filter (where vote_type = 'upvote') as up,
                        count(*) filter (where vote_type = 'downvote') as down
                 from post_votes where comment_id is not null group by comment_id) v on v.comment_id = c.id
      where c.upvotes <> coalesce(v.up, 0) or c.downvotes <> coalesce(v.down, 0)`,
  },
];
