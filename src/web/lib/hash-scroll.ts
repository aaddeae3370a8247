/** The element id a URL hash points at ('#Our%20team' → 'Our team'), or null when there is none. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function scrollBehaviourFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
