import { createStore } from '@portal/shared/core';

/** Shell state that is not a preference: which panels are open right now. */
export const shellUi = createStore<{ settingsOpen: boolean; errorLogOpen: boolean; lockDialogOpen: boolean }>({
  settingsOpen: false,
  errorLogOpen: false,
  lockDialogOpen: false,
});
