import { useState, type ReactNode } from 'react';
import { navigation } from '@portal/shared/core';
import { usePortalSession } from '@portal/shared/react';
import { needsPuzzle } from '../../common/notice-rules';
import { SliderPuzzle } from './SliderPuzzle';

/**
 * Opening an inquiry or sale: a logged-in supplier (warehousing or not) solves the slider puzzle
 * and then goes to /source_detail; anyone else gets the source in a new tab.
 */
export function useSourceOpener(): { openSource: (sourceId: string) => void; puzzle: ReactNode } {
  const { accessToken, portalUser } = usePortalSession();
  const [pending, setPending] = useState<string | null>(null);
  const openSource = (sourceId: string) => {
    if (accessToken && portalUser && needsPuzzle(portalUser.wfSuStatus)) setPending(sourceId);
    else navigation.open('/source_detail', { sourceId });
  };
  const puzzle = (
    <SliderPuzzle
      open={pending !== null}
      onCancel={() => setPending(null)}
      onPassed={() => {
        const sourceId = pending;
        setPending(null);
        if (sourceId) navigation.go('/source_detail', { sourceId });
      }}
    />
  );
  return { openSource, puzzle };
}
