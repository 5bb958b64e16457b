// Entry of the exposed './SourcePuzzle' (contract: SourcePuzzleModule in @portal/shared/core).
// Another remote may load it before any page of this one ran, so the texts it shows are
// registered here.
import { ensureCommonTexts, registerNamespace, type SourcePuzzleModule } from '@portal/shared/core';
import { manifest } from '../../manifest';
import { solvePuzzle } from './solve-puzzle';

registerNamespace(manifest.namespace, manifest.locales);

export default {
  solvePuzzle: async () => {
    await ensureCommonTexts();
    return solvePuzzle();
  },
} satisfies SourcePuzzleModule;
