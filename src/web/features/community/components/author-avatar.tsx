import { authorInitials } from '../../../../shared/community/community-rules';

/** Decorative: the name is written beside it. */
export function AuthorAvatar({ name, size = 'md' }: { name: string | null; size?: 'md' | 'sm' }) {
  const box = size === 'md' ? 'size-10 text-sm' : 'size-8 text-xs';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ${box}`}
    >
      {authorInitials(name)}
    </span>
  );
}
