import { parseJson } from './files';
import type { StoredExperiment } from './types';

interface ExperimentFile {
  running?: { id?: string; googleId?: string | null; name?: string; variations?: { id?: string; label?: string }[] }[];
}

function variationRef(masterRef: string, variationId: string): string {
  return `${masterRef}~${variationId}`;
}

/** `content/experiments.json` → the running experiments, each variation with its own ref. */
export function parseExperiments(text: string | undefined, masterRef: string): StoredExperiment[] {
  const file = (text ? parseJson(text) : undefined) as ExperimentFile | undefined;
  const running = Array.isArray(file?.running) ? file.running : [];
  return running.flatMap((experiment, index) => {
    const id = experiment.id ?? `experiment-${index + 1}`;
    const variations = (experiment.variations ?? []).map((variation, i) => {
      const variationId = variation.id ?? `${id}-${i}`;
      return { id: variationId, label: variation.label ?? variationId, ref: variationRef(masterRef, variationId) };
    });
    return variations.length
      ? [{ id, googleId: experiment.googleId ?? null, name: experiment.name ?? id, variations }]
      : [];
  });
}
