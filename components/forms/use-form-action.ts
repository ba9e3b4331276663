'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType } from 'zod';
import { idleState, type FormState } from '@/lib/forms/form-state';

type Action = (previous: FormState, data: FormData) => Promise<FormState>;

/**
 * A server action behind react-hook-form: with JavaScript the shared schema checks each field as the visitor types
 * and only a valid form is posted; without it the plain form posts and the action's field errors show.
 */
export function useFormAction(
  action: Action,
  schema: ZodType<unknown, FieldValues>,
  { initial = {}, checkboxes = [] }: { initial?: Record<string, string>; checkboxes?: readonly string[] } = {},
) {
  const [state, formAction, pending] = useActionState(action, idleState);
  // Without JavaScript every answer is a fresh page, so the values the action echoed are this render's defaults.
  const echoed: Record<string, string> = { ...initial, ...state.values };
  const defaults: FieldValues = Object.fromEntries([
    ...Object.entries(echoed).filter(([name]) => !checkboxes.includes(name)),
    ...checkboxes.map((name) => [name, echoed[name] === 'on' || echoed[name] === 'true']),
  ]);
  const form = useForm<FieldValues, unknown, unknown>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: defaults,
  });
  const [answered, setAnswered] = useState(state);
  const [serverErrors, setServerErrors] = useState(state.fieldErrors ?? {});
  if (answered !== state) {
    setAnswered(state);
    setServerErrors(state.fieldErrors ?? {});
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(
      () => startTransition(() => formAction(new FormData(element))),
      (errors) => {
        const first = [...element.elements].find(
          (control): control is HTMLElement =>
            control instanceof HTMLElement && (control.getAttribute('name') ?? '') in errors,
        );
        first?.focus();
      },
    )(event);
  };

  /** The props of one control: react-hook-form's registration, and a server error that clears once edited. */
  const field = (name: string) =>
    form.register(name, {
      onChange: () =>
        setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name))),
    });

  const errorOf = (name: string): string | undefined => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' ? message : serverErrors[name];
  };

  const text = (name: string): string => (typeof defaults[name] === 'string' ? defaults[name] : '');
  const checked = (name: string): boolean => defaults[name] === true;

  return { state, formAction, pending, form, submit, field, errorOf, text, checked };
}
