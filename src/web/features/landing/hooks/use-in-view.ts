import { type RefObject, useEffect, useState } from 'react';

/** Without IntersectionObserver the element counts as seen at once, so content never stays hidden. */
export function useInView(
  ref: RefObject<Element | null>,
  options: { threshold?: number; rootMargin?: string; enabled?: boolean } = {},
): boolean {
  const { threshold = 0, rootMargin = '0px', enabled = true } = options;
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin, enabled, seen]);
  return seen;
}
