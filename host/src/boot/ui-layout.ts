// The frame's layout, its drop-downs and their tooltips: one of the steps of antd's first-load part (ui-core.ts).
import Dropdown from 'antd/es/dropdown';
import Layout from 'antd/es/layout';
import Tooltip from 'antd/es/tooltip';

export const uiLayout = [Layout, Dropdown, Tooltip];
