import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTargetId, reducedMotionQuery, scrollBehaviourFor } from './hash-scroll';

/** Sections may render a little after the page (lazy content): look for the target for ~3 s. */
const maxFramesToWait = 180;

function scrollToElement(id: string): () => void {
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      const reduced = window.matchMedia(reducedMotionQuery).matches;
      target.scrollIntoView({ behavior: scrollBehaviourFor(reduced), block: 'start' });
      return;
    }
    frame += 1;
    if (frame < maxFramesToWait) handle = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(handle);
}

/** Back/forward without a hash keeps the browser's position. */
export function useScrollOnNavigate(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: key changes on every navigation, which is the trigger.
  useEffect(() => {
    const id = hashTargetId(hash);
    if (id !== null) return scrollToElement(id);
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [key, hash, navigationType]);
}
