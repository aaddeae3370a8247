import { useEffect, useState } from 'react';
import { counterStepMs, counterSteps, counterValue } from './motion';
import { useReducedMotion } from './use-reduced-motion';

/** A number counting up to `target` over 2 s (125 steps of 16 ms); the target at once under reduced motion. */
export function useCountUp(target: number): number {
  const reduced = useReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (reduced) return undefined;
    let current = 0;
    setStep(0);
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= counterSteps) window.clearInterval(timer);
    }, counterStepMs);
    return () => window.clearInterval(timer);
  }, [reduced]);
  return reduced ? target : counterValue(target, step);
}
