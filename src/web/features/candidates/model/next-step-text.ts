import type { CompletionSection } from '../../../../shared/candidates/completion';

export type ListCounts = Partial<Record<CompletionSection, number>>;

/** 'Add your strapline'; a list the candidate has started asks for more: 'Add more qualifications'. */
export function nextStepText(
  step: { section: CompletionSection; label: string },
  listCounts: ListCounts,
): string {
  const started = (listCounts[step.section] ?? 0) > 0;
  return `${started ? 'Add more' : 'Add your'} ${step.label.toLowerCase()}`;
}
