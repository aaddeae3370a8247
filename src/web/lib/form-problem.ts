import type { z } from 'zod';

export interface FormProblem {
  field: string;
  message: string;
}

/** The shared schema the server also uses: the form shows exactly what the API would answer. */
export function firstProblem(schema: z.ZodType, values: unknown): FormProblem | undefined {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (!issue) return { field: 'form', message: 'Please check the form' };
  const field = issue.path[0];
  return { field: typeof field === 'string' ? field : 'form', message: issue.message };
}

export function problemFor(problem: FormProblem | undefined, field: string): string | undefined {
  return problem?.field === field ? problem.message : undefined;
}
