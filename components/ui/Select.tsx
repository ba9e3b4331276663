import type { ComponentProps, ReactNode } from 'react';
import { Field } from './Field';
import styles from './Select.module.css';

type Option = { value: string; label: string };

type Props = Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
  label: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
  error?: ReactNode;
};

/** A labelled drop-down over a list of options. */
export function Select({ label, options, hint, error, required, ...select }: Props) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select {...select} {...control} className={`${control.className} ${styles.select}`} required={required}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
