// The frame's menu and the tag bar's tabs: one of the steps of antd's first-load part (ui-core.ts).
import Menu from 'antd/es/menu';
import Tabs from 'antd/es/tabs';

export const uiMenu = [Menu, Tabs];
