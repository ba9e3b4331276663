import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/Select';

export type CountryOption = { code: string; name: string };

type Props = Omit<ComponentProps<typeof Select>, 'options'> & {
  countries: readonly CountryOption[];
  placeholder: string;
};

/** The ~190 countries, named in the page's language (the list comes from the server as a prop). */
export function CountrySelect({ countries, placeholder, ...select }: Props) {
  const options = [
    { value: '', label: placeholder },
    ...countries.map(({ code, name }) => ({ value: code, label: name })),
  ];
  return <Select {...select} options={options} autoComplete="country" />;
}
