import { Search } from 'lucide-react';
import { useId } from 'react';
import {
  type CommunityCategory,
  categoryLabels,
  communityCategories,
} from '../../../../shared/community/categories';
import { type PostSort, postSortLabels, postSorts } from '../../../../shared/community/community.constants';
import { communityLimits } from '../../../../shared/community/community-rules';
import { inputClasses } from '../../../components/form/field-styles';

interface CommunityToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  category: CommunityCategory | '';
  onCategoryChange: (value: CommunityCategory | '') => void;
  sort: PostSort;
  onSortChange: (value: PostSort) => void;
}

const selectClasses = `${inputClasses} sm:w-56`;

export function CommunityToolbar(props: CommunityToolbarProps) {
  const id = useId();
  return (
    <search className="flex flex-col gap-3 md:flex-row md:items-end">
      <div data-tour="community-search" className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search discussions
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder="Search discussions..."
          maxLength={communityLimits.searchMaxLength}
          className={`${inputClasses} pl-9`}
        />
      </div>
      <div data-tour="community-filters" className="flex flex-col gap-3 sm:flex-row">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-category`} className="sr-only">
            Category
          </label>
          <select
            id={`${id}-category`}
            value={props.category}
            onChange={(event) =>
              props.onCategoryChange(communityCategories.find((c) => c === event.target.value) ?? '')
            }
            className={selectClasses}
          >
            <option value="">All Categories</option>
            {communityCategories.map((value) => (
              <option key={value} value={value}>
                {categoryLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className="sr-only">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            value={props.sort}
            onChange={(event) =>
              props.onSortChange(postSorts.find((s) => s === event.target.value) ?? 'newest')
            }
            className={selectClasses}
          >
            {postSorts.map((value) => (
              <option key={value} value={value}>
                {postSortLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </search>
  );
}
