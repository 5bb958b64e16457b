// The back-office frame's header bar, side menu and footer, as one chunk fetched when a page of
// that layout opens (Shell.tsx): the public pages' first load does not carry them.
export { HeaderBar } from './HeaderBar';
export { ShellFooter } from './ShellFooter';
export { SideMenu } from './SideMenu';
