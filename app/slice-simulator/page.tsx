import { SliceSimulator } from '@prismicio/next';
import { setRequestLocale } from 'next-intl/server';
import { SliceZone } from '@/components/slices/SliceZone';
import { simulatedSlices } from '@/lib/content/simulator';
import { defaultLocale } from '@/lib/i18n/locales';

/** Renders the slices the page builder (or Slice Machine) sends; they arrive as the `state` search parameter. */
export default async function SliceSimulatorPage({ searchParams }: PageProps<'/slice-simulator'>) {
  setRequestLocale(defaultLocale);
  const slices = simulatedSlices((await searchParams).state);
  return (
    <SliceSimulator>
      <main data-slice-zone>
        <SliceZone slices={slices} locale={defaultLocale} />
      </main>
    </SliceSimulator>
  );
}
