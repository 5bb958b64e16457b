import { createRoot } from 'react-dom/client';
import { onLeavingPath } from '@portal/shared/core';
import { PortalRoot } from '@portal/shared/react';
import { SliderPuzzle } from './SliderPuzzle';

let showing: Promise<string | null> | null = null;

/**
 * Shows the slider puzzle in a root of its own, so any screen of any remote can ask for it with one
 * call and render nothing. Resolves with the server's pass once solved (empty for a visitor, who
 * gets none) or null when closed; a second call while it shows joins the first. Leaving the page
 * closes it: it lives outside the page's tree, and would otherwise stay over the next page.
 */
export function solvePuzzle(): Promise<string | null> {
  showing ??= new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const stopWatching = onLeavingPath(() => finish(null));
    const finish = (pass: string | null) => {
      showing = null;
      stopWatching();
      root.unmount();
      container.remove();
      resolve(pass);
    };
    root.render(
      <PortalRoot>
        <SliderPuzzle open onPassed={(_seconds, pass) => finish(pass ?? '')} onCancel={() => finish(null)} />
      </PortalRoot>,
    );
  });
  return showing;
}
