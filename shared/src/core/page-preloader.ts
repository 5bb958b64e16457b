/**
 * What a remote's `./app` offers besides its lifecycles for loading a page's code ahead of its
 * opening (createRemoteApp): it settles once the code is there. A remote built before it settled
 * answers nothing; one built before it existed has no preloadPage.
 */
export interface PagePreloader {
  preloadPage?: (route: string) => Promise<void> | void;
}
