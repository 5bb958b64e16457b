// The frame's menu: one of the steps of antd's first-load part (ui-core.ts).
import Menu from 'antd/es/menu';

export const uiMenu = [Menu];
