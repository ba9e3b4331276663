'use client';
import { lazy, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { firstInteraction } from './first-interaction';
import type { Carried } from './island-state';

type Load<Props> = () => Promise<ComponentType<Props>>;

const noSubscription = () => () => undefined;
// Two screens ahead: what a shopper reaches in a flick is there by the time they do.
const nearViewport = '200% 0px';
// The controls a click opens the island on (the ones lib/browser/island-state.ts can find again in the rendered copy).
const clickable = 'input:not([type="hidden"]), select, textarea, button, a[href]';
// Those it is held for, whose action needs the component; a box or a field changes at once and its state carries over.
const held = 'button, a[href], input[type="submit"], input[type="image"], input[type="reset"], input[type="button"]';
// React leaves an element's server children alone when hydrating it with an (empty) inner HTML of its own.
const keepServerHtml = { __html: '' };

/** Calls `run` when the browser has a moment to spare (soon, at the latest). */
function whenIdle(run: () => void): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(run, 1);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: 500 });
  return () => window.cancelIdleCallback(idle);
}

/**
 * Calls `open` when `element` is near the viewport once the visitor has done something on the page, or at once when
 * it is used; a click on one of its buttons or links meanwhile waits (handed to `open`) to be made again on the
 * rendered copy.
 */
function openWhenNear(element: HTMLElement, open: (clicked?: Element) => void, afterFirstMove: boolean): () => void {
  let stopped = false;
  let cancelIdle: (() => void) | undefined;
  const interacted = afterFirstMove ? firstInteraction() : Promise.resolve();
  const openWhenIdle = () => {
    if (stopped || cancelIdle) return;
    element.setAttribute('data-island', 'loading');
    cancelIdle = whenIdle(() => open());
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void interacted.then(openWhenIdle);
          },
          { rootMargin: nearViewport },
        )
      : undefined;
  if (observer) observer.observe(element);
  else void interacted.then(openWhenIdle);
  // On the window, in the capture phase: before anything in the page (React included) sees the event.
  const onFocus = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(clickable) : null;
    if (!control || !element.contains(control)) return;
    if (!control.matches(held)) return open();
    event.preventDefault();
    event.stopPropagation();
    open(control);
  };
  window.addEventListener('focusin', onFocus, true);
  window.addEventListener('click', onClick, true);
  return () => {
    stopped = true;
    observer?.disconnect();
    window.removeEventListener('focusin', onFocus, true);
    window.removeEventListener('click', onClick, true);
    cancelIdle?.();
  };
}

/**
 * Runs what `when` is given at once, or, while a press that began in `element` is down, once it is released and the
 * click it makes has been dispatched: replacing the pressed control between its press and its release would lose that
 * click, which the island holds and makes again on its copy instead.
 */
function pressGate(element: HTMLElement) {
  let pressing = false;
  let waiting: (() => void) | undefined;
  const onDown = (event: Event) => {
    pressing = event.target instanceof Node && element.contains(event.target);
  };
  const onUp = () => {
    if (!pressing) return;
    pressing = false;
    const run = waiting;
    waiting = undefined;
    if (run) setTimeout(run, 0);
  };
  const types = ['pointerup', 'pointercancel'];
  window.addEventListener('pointerdown', onDown, true);
  for (const type of types) window.addEventListener(type, onUp, true);
  return {
    when(run: () => void) {
      if (pressing) waiting = run;
      else run();
    },
    stop() {
      window.removeEventListener('pointerdown', onDown, true);
      for (const type of types) window.removeEventListener(type, onUp, true);
    },
  };
}

/**
 * A client component the server renders as usual, whose code the browser loads only once it is near the viewport
 * after the visitor's first move, press, key or scroll (when the browser is idle), or used (focus, click): until then
 * its server HTML stays as it is and works as HTML alone without JavaScript; then the component renders in its place,
 * taking over focus, typed values and a click made meanwhile.
 * Rendered by a client navigation, it loads at once. Unlike next/dynamic, its chunk is not among the page's first
 * scripts. `onServer` is the component itself, required only where `typeof window` is 'undefined' (a constant the
 * browser's build drops): a Suspense boundary instead would have React stream a large island's HTML out of place,
 * hidden from visitors without JavaScript.
 */
export function island<Props extends object>(
  load: Load<Props>,
  onServer: ComponentType<Props> | undefined,
  {
    inline = false,
    // False for an island whose server HTML is only its no-JavaScript stand-in: it is put in place as soon as it is near.
    afterFirstMove = true,
  } = {},
) {
  let loaded = onServer;
  const loadWithMessages = load;
  const eager = lazy(async () => ({ default: (loaded = await loadWithMessages()) }));
  const Wrapper = inline ? 'span' : 'div';
  return function Island(props: Props) {
    // True while hydrating (and on the server): the server snapshot.
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [deferred] = useState(() => hydrating && typeof window !== 'undefined');
    const [Live, setLive] = useState<ComponentType<Props>>();
    const root = useRef<HTMLDivElement & HTMLSpanElement>(null);
    const carried = useRef<Carried>(undefined);

    useEffect(() => {
      const element = root.current;
      if (!deferred || Live || !element) return;
      let done = false;
      let clicked: Element | undefined;
      let focused = element.contains(document.activeElement) ? document.activeElement : null;
      const onFocus = (event: FocusEvent) => (focused = event.target instanceof Element ? event.target : focused);
      element.addEventListener('focusin', onFocus);
      const gate = pressGate(element);
      let loading: Promise<void> | undefined;
      const open = (control?: Element) => {
        clicked ??= control;
        // Until the component is in place (tests wait for it before they measure the page).
        element.setAttribute('data-island', 'loading');
        loading ??= Promise.all([loadWithMessages(), import('./island-state')]).then(
          ([component, { carryOver }]) =>
            gate.when(() => {
              if (done) return;
              loaded = component;
              // Read when the copy is in place: the server HTML, detached by then, holds what was done until the end.
              carried.current = (into) => carryOver(element, clicked, focused)(into);
              setLive(() => component);
            }),
          () => {
            // Offline or the chunk is gone: the server HTML goes on working, the held click included.
            element.setAttribute('data-island', '');
            stop();
            if (clicked instanceof HTMLElement) clicked.click();
          },
        );
      };
      const stop = openWhenNear(element, open, afterFirstMove);
      return () => {
        done = true;
        element.removeEventListener('focusin', onFocus);
        gate.stop();
        stop();
      };
    }, [deferred, Live]);

    useLayoutEffect(() => {
      if (Live && root.current) carried.current?.(root.current);
    }, [Live]);

    if (deferred && !Live) {
      return <Wrapper ref={root} data-island="" dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />;
    }
    const Component = Live ?? loaded ?? eager;
    return (
      <Wrapper key="live" ref={root} data-island="">
        <Component {...props} />
      </Wrapper>
    );
  };
}
