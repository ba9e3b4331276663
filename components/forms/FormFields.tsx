import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import { Select } from '@/components/ui/Select';
import type { CountryOption } from '@/lib/forms/countries';
import styles from './Forms.module.css';
import type { FormAction } from './use-form-action';

type Bound = { form: FormAction; name: string; label: ReactNode };
type InputProps = Omit<ComponentProps<'input'>, 'form' | 'name' | 'id' | 'className' | 'defaultValue' | 'required'>;
type SelectProps = Omit<
  ComponentProps<typeof Select>,
  'form' | 'name' | 'label' | 'error' | 'required' | 'defaultValue'
>;

/** The field's place for the error summary's link (`#{anchor}-{name}`), when the form has an anchor. */
export function Anchored({ form, name, children }: { form: FormAction; name: string; children: ReactNode }) {
  return form.anchor ? <div id={`${form.anchor}-${name}`}>{children}</div> : children;
}

/** A text input of the form: `Field` wired to its value, its checks and its errors. */
export function TextField({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: Bound & InputProps & { hint?: ReactNode; required?: boolean }) {
  return (
    <Anchored form={form} name={name}>
      <Field label={label} hint={hint} required={required} error={form.errorOf(name)}>
        {(control) => <input {...control} {...input} {...form.field(name)} defaultValue={form.text(name)} />}
      </Field>
    </Anchored>
  );
}

const shared = {
  firstName: { autoComplete: 'given-name', required: true },
  lastName: { autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: false },
} as const;

/** A field several forms ask for, labelled from `forms.common`; the optional one says so. */
export function SharedField({ form, name }: { form: FormAction; name: keyof typeof shared }) {
  const t = useTranslations('forms.common');
  const { required, ...input } = shared[name];
  return (
    <TextField
      form={form}
      name={name}
      label={t(name)}
      hint={required ? undefined : t('optional')}
      required={required}
      {...input}
    />
  );
}

/** A required drop-down of the form. */
export function ChoiceField({ form, name, label, ...select }: Bound & SelectProps) {
  return (
    <Anchored form={form} name={name}>
      <Select
        label={label}
        required
        error={form.errorOf(name)}
        {...select}
        {...form.field(name)}
        defaultValue={form.text(name)}
      />
    </Anchored>
  );
}

/** The ~190 countries, named in the page's language (lib/forms/countries.ts). */
export function CountryField({ form, countries }: { form: FormAction; countries: readonly CountryOption[] }) {
  const t = useTranslations('forms.common');
  const options = [
    { value: '', label: t('countryPlaceholder') },
    ...countries.map(({ code, name }) => ({ value: code, label: name })),
  ];
  return <ChoiceField form={form} name="country" label={t('country')} options={options} autoComplete="country" />;
}

/** Email and phone side by side, then the country: how the contact and registration forms reach the visitor. */
export function ReachFields({ form, countries }: { form: FormAction; countries: readonly CountryOption[] }) {
  return (
    <>
      <div className={styles.row}>
        <SharedField form={form} name="email" />
        <SharedField form={form} name="phone" />
      </div>
      <CountryField form={form} countries={countries} />
    </>
  );
}

/** A consent the visitor must tick. */
export function ConsentField({ form, name, label }: Bound) {
  return (
    <Anchored form={form} name={name}>
      <Checkbox
        label={label}
        required
        error={form.errorOf(name)}
        {...form.field(name)}
        defaultChecked={form.checked(name)}
      />
    </Anchored>
  );
}
