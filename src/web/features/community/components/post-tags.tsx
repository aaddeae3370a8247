import { visibleTags } from '../model/content';

export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const { shown, more } = visibleTags(tags);
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 text-xs">
          #{tag}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-slate-600 text-xs">+{more} more</li> : null}
    </ul>
  );
}
