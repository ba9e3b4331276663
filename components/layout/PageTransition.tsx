'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigationStartEvent } from '@/lib/browser/navigation-events';

type Phase = 'idle' | 'out' | 'in';

/** The "page" transition, out then in, skipped on first appearance; reduced motion is handled in CSS. */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [phase, setPhase] = useState<Phase>('idle');
  const previous = useRef(pathname);

  useEffect(() => {
    let revert: ReturnType<typeof setTimeout> | undefined;
    const onStart = () => {
      setPhase('out');
      // A navigation that never lands (cancelled, same page) must not leave the page hidden.
      revert = setTimeout(() => setPhase('idle'), 4000);
    };
    window.addEventListener(navigationStartEvent, onStart);
    return () => {
      window.removeEventListener(navigationStartEvent, onStart);
      clearTimeout(revert);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    setPhase('in');
  }, [pathname]);

  return (
    <div className="page-transition" data-phase={phase === 'idle' ? undefined : phase}>
      {children}
    </div>
  );
}
