// antd's first-load part, imported on its own ahead of the other shell libraries (index.ts): the
// largest of them, and with its module code in a task of its own neither task holds the main
// thread long enough to delay a tap (Lighthouse counts every task over 50 ms at 4× slower CPU).
// One name is enough: the shared module is evaluated whole.
import { ConfigProvider } from 'antd';

export const uiLibrary = [ConfigProvider];
