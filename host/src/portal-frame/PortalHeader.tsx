import { HeaderBar } from '../shell/HeaderBar';

/** Header of the public pages (home, notice search, login). The public-area issue gives it logos and the top tab bar. */
export function PortalHeader() {
  return <HeaderBar />;
}
