import { getSlices } from '@prismicio/next';
import { sliceProblems } from './models/conformance';
import { sliceModels } from './models/slices';
import { expandedLength, maxExpandedState, maxStateLength } from './simulator-state';
import type { ContentSlice } from './types';

function isContentSlice(slice: unknown): slice is ContentSlice {
  return sliceProblems(slice, { customTypes: [], slices: sliceModels }).length === 0;
}

/**
 * The slices of the page builder's `state` parameter (lz-string compressed JSON, as `<SliceSimulator>` writes
 * it); only slices that agree with their model are kept, so a hand-made state cannot reach a component it breaks.
 * A state is decompressed only once its length is counted within bounds.
 */
export function simulatedSlices(state: string | string[] | undefined): ContentSlice[] {
  if (typeof state !== 'string' || state === '' || state.length > maxStateLength) return [];
  if (!Number.isFinite(expandedLength(state, maxExpandedState))) return [];
  let slices: unknown;
  try {
    slices = getSlices(state);
  } catch {
    return [];
  }
  return Array.isArray(slices) ? slices.filter(isContentSlice) : [];
}
