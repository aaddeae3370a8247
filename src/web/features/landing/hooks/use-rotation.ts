import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { clampIndex, nextIndex, previousIndex } from '../model/carousel-index';

export interface Rotation {
  index: number;
  /** True while it advances by itself (not stopped, not paused, motion allowed). */
  rotating: boolean;
  /** True once the visitor took control (a manual move, or the pause button). */
  stopped: boolean;
  next: () => void;
  previous: () => void;
  select: (index: number) => void;
  toggle: () => void;
}

/** A manual move stops the automatic advance for good; reduced motion and `paused` hold it. */
export function useRotation(count: number, intervalMs: number, paused = false): Rotation {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const rotating = !stopped && !reduced && !paused && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const next = useCallback(() => {
    setStopped(true);
    setIndex((current) => nextIndex(current, count));
  }, [count]);
  const previous = useCallback(() => {
    setStopped(true);
    setIndex((current) => previousIndex(current, count));
  }, [count]);
  const select = useCallback(
    (target: number) => {
      setStopped(true);
      setIndex(clampIndex(target, count));
    },
    [count],
  );
  const toggle = useCallback(() => setStopped((current) => !current), []);

  return { index, rotating, stopped: stopped || reduced, next, previous, select, toggle };
}
