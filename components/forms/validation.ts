import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl, type FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';
import { resolveMessageLocale } from '@/lib/i18n/message-locale';
import { validationMessagesOf, type ValidationCatalog, type ValidationMessages } from '@/lib/forms/messages';
import { whenReleased } from './pointer-press';
import { screenControls, screenValues } from './screen-values';

/** A form's schema module, imported when the visitor first reaches the form. */
export type SchemaLoader = () => Promise<(m: ValidationMessages) => ZodType<unknown, FieldValues>>;

export type Validation = ReturnType<typeof createFormControl<FieldValues, unknown, unknown>>;

/**
 * react-hook-form over the shared schema, outside React: the form's controls register at once and with their
 * current values, so nothing typed before it loaded is lost and a submit that loaded it checks what is on screen.
 */
export async function createValidation(
  element: HTMLFormElement,
  schema: SchemaLoader,
  pageLocale: string,
  catalog: ValidationCatalog,
  onErrors: (errors: Record<string, string>) => void,
): Promise<Validation> {
  const build = await schema();
  const onScreen = screenValues(element);
  const form = createFormControl<FieldValues, unknown, unknown>({
    resolver: zodResolver(build(validationMessagesOf(resolveMessageLocale(pageLocale), catalog))),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  for (const control of screenControls(element)) form.register(control.name).ref(control);
  // Registering a radio group one button at a time clears it; what was on screen is put back.
  for (const [name, value] of onScreen) form.setValue(name, value);
  form.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) => {
      const messages = Object.fromEntries(
        Object.entries(errors).flatMap(([name, error]) =>
          typeof error?.message === 'string' ? [[name, error.message]] : [],
        ),
      );
      whenReleased(element, () => onErrors(messages));
    },
  });
  return form;
}
