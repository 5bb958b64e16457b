import { FRAME_LOGO_SVG } from '@portal/shared/core';

/** The group's mark (FRAME_LOGO_SVG: a constant of ours, the same markup the server's first screen draws). */
export function FrameLogo() {
  return <span className="pf-mark" dangerouslySetInnerHTML={{ __html: FRAME_LOGO_SVG }} />;
}
