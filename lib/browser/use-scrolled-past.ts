'use client';
import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element lies above the viewport (the visitor scrolled past it). Measured on scroll and resize,
 * once per frame: an IntersectionObserver misses a jump from below the viewport to above it.
 */
export function useScrolledPast(element: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setPast(target.getBoundingClientRect().bottom <= 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [element, enabled]);
  return past;
}
