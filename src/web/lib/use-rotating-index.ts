import { useEffect, useState } from 'react';
import { nextRotationIndex, rotationIntervalMs } from './motion';
import { useReducedMotion } from './use-reduced-motion';

/** Index of the phrase to show, advancing every 3 s; it stays on the first under reduced motion. */
export function useRotatingIndex(count: number, intervalMs = rotationIntervalMs): number {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduced || count < 2) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => nextRotationIndex(current, count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [reduced, count, intervalMs]);
  return reduced ? 0 : index;
}
