import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface AdminFilterFormProps {
  label: string;
  onApply: () => void;
  onClear: () => void;
  /** The filter fields, laid out five to a row on wide screens. */
  children: ReactNode;
  actions?: ReactNode;
}

export function AdminFilterForm({ label, onApply, onClear, children, actions }: AdminFilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <search>
      <form aria-label={label} onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">{children}</div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Apply filters</Button>
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
          {actions}
        </div>
      </form>
    </search>
  );
}
