// The frame's layout and the tooltips its buttons and menus show: one of the steps of antd's first-load part (ui-core.ts).
import Layout from 'antd/es/layout';
import Tooltip from 'antd/es/tooltip';

export const uiLayout = [Layout, Tooltip];
