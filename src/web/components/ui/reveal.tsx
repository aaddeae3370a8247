import { type ReactNode, useEffect, useRef, useState } from 'react';
import { revealThreshold } from '../../lib/motion';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** Under reduced motion, or without IntersectionObserver, it simply shows (docs/product/site.md#motion). */
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
