'use client';

import { startTransition, useActionState, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useMessages } from 'next-intl';
import { usePathname } from 'next/navigation';
import { idleState, type FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/locales';
import { screenValues } from './screen-values';
import type { SchemaLoader, Validation } from './validation';

type Action = (previous: FormState, data: FormData) => Promise<FormState>;

type Options = {
  locale: Locale;
  /** Rendered into the form by the server: a retry or a double click with it stores one row. */
  idempotencyKey: string;
  schema: SchemaLoader;
  initial?: Record<string, string>;
  checkboxes?: readonly string[];
  /** The form's id stem: its answer is `#{anchor}-status`, each field `#{anchor}-{name}` (the error summary's links). */
  anchor?: string;
};

const noErrors: Record<string, string> = {};

/**
 * A server action that the browser checks first: the form posts as plain HTML until the visitor focuses or types in
 * it; then react-hook-form, zod and the form's schema load and check each field as it is left and before the post.
 */
export function useFormAction(action: Action, options: Options) {
  const { locale, idempotencyKey, schema, initial = {}, checkboxes = [], anchor } = options;
  const pathname = usePathname();
  // Without JavaScript the post goes to this address, so the answer page opens at the answer, not at the top.
  const permalink = anchor && pathname ? `${pathname}#${anchor}-status` : undefined;
  const [state, formAction, pending] = useActionState(action, idleState, permalink);
  const catalog = useMessages().validation;
  const [validation, setValidation] = useState<Validation | null>(null);
  const [clientErrors, setClientErrors] = useState(noErrors);
  const loading = useRef<Promise<Validation> | null>(null);
  const [answered, setAnswered] = useState(state);
  const [serverErrors, setServerErrors] = useState(state.fieldErrors ?? noErrors);
  if (answered !== state) {
    setAnswered(state);
    setServerErrors(state.fieldErrors ?? noErrors);
  }
  // Without JavaScript every answer is a fresh page, so the values the action echoed are this render's defaults.
  const echoed: Record<string, string> = { ...initial, ...state.values };

  const load = (element: HTMLFormElement) => {
    loading.current ??= import('./validation')
      .then(({ createValidation }) => createValidation(element, schema, locale, catalog, setClientErrors))
      .then((created) => {
        setValidation(created);
        return created;
      })
      .catch((error: unknown) => {
        loading.current = null;
        throw error;
      });
    return loading.current;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const post = () => startTransition(() => formAction(new FormData(element)));
    const focusFirst = (errors: object) =>
      [...element.elements]
        .find(
          (control): control is HTMLElement =>
            control instanceof HTMLElement && (control.getAttribute('name') ?? '') in errors,
        )
        ?.focus();
    // Should the checks fail to load, the server still checks the post.
    // A change made while the checks were loading reached no listener: the post is checked as the screen shows it.
    const check = (form: Validation) => {
      for (const [name, value] of screenValues(element)) form.setValue(name, value);
      return form.handleSubmit(post, focusFirst)();
    };
    void load(element).then(check, post);
  };

  const clearServerError = (name: string) => () =>
    setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));

  /** The props of one control: its name, once loaded react-hook-form's registration; an edit clears a server error. */
  const field = (name: string) =>
    validation
      ? validation.register(name, { onChange: clearServerError(name) })
      : { name, onChange: clearServerError(name) };

  const errorOf = (name: string): string | undefined => clientErrors[name] ?? serverErrors[name];
  const text = (name: string): string => (checkboxes.includes(name) ? '' : (echoed[name] ?? ''));
  const checked = (name: string): boolean => echoed[name] === 'on' || echoed[name] === 'true';

  return {
    locale,
    idempotencyKey,
    anchor,
    state,
    /** The server's field errors still standing (an edit clears its field's): the error summary's list. */
    serverErrors,
    pending,
    /** The `<form>`'s own props: the action, the checked post, and the first touch that loads the checks. */
    formProps: {
      action: formAction,
      onSubmit: submit,
      onFocus: (event: FocusEvent<HTMLFormElement>) => void load(event.currentTarget).catch(() => undefined),
      noValidate: true,
    },
    field,
    errorOf,
    text,
    checked,
  };
}

export type FormAction = ReturnType<typeof useFormAction>;
