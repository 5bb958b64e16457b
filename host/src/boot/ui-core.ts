// antd's first-load part is evaluated in steps (index.ts), each a task of its own: all of it in
// one import was a task of 160–260 ms at Lighthouse's 4× slower CPU. These deep imports are the
// same modules the shared `antd` re-exports (the host provides `antd/` subpaths too), so the last
// step, the shared module itself, finds them evaluated. First the theme and the config provider:
// every component reads them.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';

export const uiCore = [ConfigProvider, theme];
