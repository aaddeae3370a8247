/** Which vacancy page a path under /arrsplace/employer/vacancies/ shows (the part after it, `rest`). */
export type VacancyRoute =
  | { page: 'list' }
  | { page: 'new' }
  | { page: 'detail'; id: string }
  | { page: 'edit'; id: string }
  | { page: 'applicants'; id: string }
  | { page: 'unknown' };

export function vacancyRouteOf(rest: string): VacancyRoute {
  const [id, action, ...more] = rest.split('/').filter(Boolean);
  if (id === undefined) return { page: 'list' };
  if (more.length > 0) return { page: 'unknown' };
  if (id === 'new') return action === undefined ? { page: 'new' } : { page: 'unknown' };
  if (action === undefined) return { page: 'detail', id };
  if (action === 'edit') return { page: 'edit', id };
  return action === 'applicants' ? { page: 'applicants', id } : { page: 'unknown' };
}
