'use client';
import { useLocale } from 'next-intl';
import {
  createContext,
  startTransition,
  useActionState,
  useContext,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { cartAction, type CartFormState } from '@/lib/cart/action';
import type { CartChange } from '@/lib/cart/form';
import type { CartView } from '@/lib/cart/types';
import { applyCartChange, type OptimisticChange } from '@/lib/cart/optimistic';
import styles from './Cart.module.css';

type CartActions = {
  state: CartFormState;
  dispatch: (data: FormData) => void;
  /** Shows a change at once (useOptimistic), inside the transition that posts it. */
  show: (change: OptimisticChange) => void;
  /** The status line's text for the post just sent, once it is done (posts run one after another). */
  expect: (done: string | undefined) => void;
  /** The control that sent a post, whose focus the cart keeps if it goes (a disabled "−", a removed line). */
  keepFocus: (control: Element | null) => void;
};

const CartActionsContext = createContext<CartActions | undefined>(undefined);

/**
 * The cart page's one action state: every cart form posts through it, so an answer lands in the cart even when the
 * form that sent it is gone (a removed line, a suggestion now in the cart). Returns the cart to show (the server's,
 * or with the changes still on their way) and the status line's text. `follow`: the cart comes from the answers
 * once there is one, where no page render brings it (the cart drawer over a cached page).
 */
export function useCartActions(cart: CartView, { follow = false } = {}) {
  const [state, dispatch] = useActionState(cartAction, undefined);
  const [view, show] = useOptimistic(
    follow && state?.status === 'done' && state.cart ? state.cart : cart,
    applyCartChange,
  );
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<(string | undefined)[]>([]);
  const seen = useRef(state);
  const sender = useRef<HTMLElement | undefined>(undefined);
  // Focus lost with its control goes to the line's quantity field, or to the items heading once the line is gone.
  useEffect(() => {
    const control = sender.current;
    const active = document.activeElement;
    if (!control || (active && active !== document.body && !(active === control && control.matches(':disabled'))))
      return;
    const line = control.closest('[data-testid="cart-line"]');
    const field = line?.isConnected
      ? line.querySelector<HTMLElement>('input[name="quantity"]:not([type="hidden"])')
      : null;
    sender.current = undefined;
    (field ?? document.querySelector<HTMLElement>('[data-cart-focus]'))?.focus();
  }, [view]);
  useEffect(() => {
    if (!state || state === seen.current) return;
    seen.current = state;
    sender.current = undefined;
    const text = queue.current.shift();
    if (state.status === 'done' && text) setAnnouncement(text);
  }, [state]);
  const actions = useMemo<CartActions>(
    () => ({
      state,
      dispatch,
      show,
      expect: (done) => void queue.current.push(done),
      keepFocus: (control) => void (sender.current = control instanceof HTMLElement ? control : undefined),
    }),
    [state, dispatch, show],
  );
  return { view, actions, announcement, Provider: CartActionsContext };
}

type Props = {
  intent: CartChange['intent'];
  /** Hidden fields the post carries (line id, SKU, quantity of a stepper). */
  fields?: Record<string, string | number>;
  /** Tells two forms of one intent and line apart (the − and + steppers), so a refusal shows by the right one. */
  variant?: string;
  /** What the cart shows at once, read from the post; nothing when the server's answer is needed. */
  optimistic?: (data: FormData) => OptimisticChange | undefined;
  /** Announced when the change is done. */
  done?: string;
  className?: string;
  /** A function child gets the refusal to show itself (by its field); otherwise it shows under the form. */
  children: ReactNode | ((state: { refusal?: string }) => ReactNode);
};

/**
 * A cart change as a form bound to the cart's server action: without JavaScript (or before hydration) it posts
 * itself and the server answers with the cart again; with it, the change shows at once and posts through the
 * same action. A refusal shows by the form, in the page's language.
 */
export function CartForm({ intent, fields = {}, variant = '', optimistic, done, className, children }: Props) {
  const locale = useLocale();
  const actions = useContext(CartActionsContext);
  if (!actions) throw new Error('CartForm outside the cart');
  const target = `${intent}:${fields.lineId ?? fields.skuCode ?? ''}:${variant}`;
  const { state } = actions;
  const refusal = state?.status === 'refused' && state.target === target ? state.message : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    data.set('script', '1');
    actions!.keepFocus((event.nativeEvent as SubmitEvent).submitter ?? event.currentTarget);
    startTransition(() => {
      const change = optimistic?.(data);
      if (change) actions!.show(change);
      actions!.expect(done);
      actions!.dispatch(data);
    });
  }

  return (
    <form action={actions.dispatch} onSubmit={submit} className={className}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {typeof children === 'function' ? children({ refusal }) : children}
      {refusal && typeof children !== 'function' ? (
        <p role="alert" className={styles.fieldError} data-testid="cart-error">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
