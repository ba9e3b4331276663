'use client';
import { useLocale } from 'next-intl';
import {
  createContext,
  startTransition,
  useActionState,
  useContext,
  useEffect,
  type FormEvent,
  type ReactNode,
} from 'react';
import { cartAction, type CartFormState } from '@/lib/commerce/action';
import type { CartChange } from '@/lib/commerce/cart-form';
import type { OptimisticChange } from '@/lib/commerce/optimistic-cart';
import styles from './Cart.module.css';

type CartUpdates = {
  /** Shows a change at once (useOptimistic), inside the transition that posts it. */
  show(change: OptimisticChange): void;
  /** The polite status line's text once a change is done. */
  announce(text: string): void;
};

const noUpdates: CartUpdates = { show: () => undefined, announce: () => undefined };
export const CartUpdatesContext = createContext<CartUpdates>(noUpdates);

type Props = {
  intent: CartChange['intent'];
  /** Hidden fields the post carries (line id, SKU, quantity of a stepper). */
  fields?: Record<string, string | number>;
  /** What the cart shows at once, read from the post; nothing when the server's answer is needed. */
  optimistic?: (data: FormData) => OptimisticChange | undefined;
  /** Announced when the change is done. */
  done?: string;
  className?: string;
  /** A function child gets the refusal to show itself (by its field); otherwise it shows under the form. */
  children: ReactNode | ((state: { pending: boolean; refusal?: string }) => ReactNode);
};

/**
 * A cart change as a form bound to the cart's server action: without JavaScript (or before hydration) it posts
 * itself and the server answers with the cart again; with it, the change shows at once and posts through the
 * same action. A refusal shows under the form, in the page's language.
 */
export function CartForm({ intent, fields = {}, optimistic, done, className, children }: Props) {
  const locale = useLocale();
  const updates = useContext(CartUpdatesContext);
  const [state, formAction, pending] = useActionState<CartFormState, FormData>(cartAction, undefined);

  const refusal = state?.status === 'refused' ? state.message : undefined;

  useEffect(() => {
    if (state?.status === 'done' && done) updates.announce(done);
  }, [state, done, updates]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    data.set('script', '1');
    startTransition(() => {
      const change = optimistic?.(data);
      if (change) updates.show(change);
      formAction(data);
    });
  }

  return (
    <form action={formAction} onSubmit={submit} className={className}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {typeof children === 'function' ? children({ pending, refusal }) : children}
      {refusal && typeof children !== 'function' ? (
        <p role="alert" className={styles.fieldError} data-testid="cart-error">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
