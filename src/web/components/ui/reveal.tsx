import { type ReactNode, useEffect, useRef, useState } from 'react';
import { revealThreshold } from '../../lib/motion';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/**
 * Fades its content in once, the first time a tenth of it is on screen (spec §9: 0.6 s, threshold
 * 0.1, once). Under reduced motion, or without IntersectionObserver, the content simply shows.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (reduced || !element || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reduced]);

  const motion = shown || reduced ? 'opacity-100 translate-y-0' : 'opacity-0 translate-y-4';
  return (
    <div
      ref={ref}
      data-reveal=""
      className={`transition duration-[600ms] ease-out motion-reduce:transition-none ${motion} ${className}`}
    >
      {children}
    </div>
  );
}
