'use client';
import { useEffect, useState, type RefObject } from 'react';

/** True once the element has scrolled out of view above the viewport (the visitor read past it). */
export function useScrolledPast(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, enabled]);
  return past;
}
