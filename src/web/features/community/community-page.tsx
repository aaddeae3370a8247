import { lazy, Suspense, useEffect, useState } from 'react';
import { isAdminRole, type ProfileTier, type Role } from '../../../shared/accounts/roles';
import type { CommunityCategory } from '../../../shared/community/categories';
import type { PostSort } from '../../../shared/community/community.schemas';
import { Container } from '../../components/ui/container';
import { PlatformLoading } from '../../components/ui/loading-state';
import { isActiveAccount } from '../../lib/session/area-access';
import { useMe } from '../../lib/session/get-me';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCommunityEvents } from './api/use-community-events';
import { CommunityGuidelines } from './components/community-guidelines';
import { CommunityHeader } from './components/community-header';
import { CommunityToolbar } from './components/community-toolbar';
import { PostList } from './components/post-list';

const searchDelayMs = 300;

// Secondary parts load on their own, keeping the route's first load within its budget.
const CommunitySideColumn = lazy(() =>
  import('./components/community-side-column').then((m) => ({ default: m.CommunitySideColumn })),
);
const CommunitySignedOut = lazy(() =>
  import('./components/community-signed-out').then((m) => ({ default: m.CommunitySignedOut })),
);
const CreatePostDialog = lazy(() =>
  import('./components/create-post-dialog').then((m) => ({ default: m.CreatePostDialog })),
);

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The signed-out view covers a session that ends while the page is open. */
export function CommunityPage() {
  usePageMeta(
    'Healthcare Community',
    'Discussions, questions and shared experience for ARRS staff in primary and community care.',
  );
  const me = useMe();
  const signedIn = isActiveAccount(me.data ?? null);
  useCommunityEvents(signedIn);

  if (me.isPending) return <PlatformLoading />;
  if (!me.data || !signedIn) {
    return (
      <Container>
        <Suspense fallback={<PlatformLoading />}>
          <CommunitySignedOut />
        </Suspense>
      </Container>
    );
  }
  return <CommunityForum role={me.data.profile.role} tier={me.data.profile.profileTier} />;
}

function CommunityForum({ role, tier }: { role: Role; tier: ProfileTier }) {
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CommunityCategory | ''>('');
  const [sort, setSort] = useState<PostSort>('newest');
  const q = useDebounced(search, searchDelayMs).trim();
  const openCreate = () => setCreating(true);

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <CommunityHeader role={role} tier={tier} onCreatePost={openCreate} />
      <CommunityToolbar
        search={search}
        onSearchChange={setSearch}
        category={category}
        onCategoryChange={setCategory}
        sort={sort}
        onSortChange={setSort}
      />
      <CommunityGuidelines />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PostList filters={{ q, category, sort }} onCreatePost={openCreate} />
        <Suspense fallback={null}>
          <CommunitySideColumn />
        </Suspense>
      </div>
      {creating ? (
        <Suspense fallback={null}>
          <CreatePostDialog canPostOfficial={isAdminRole(role)} onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
