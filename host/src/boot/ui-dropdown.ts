// The header's drop-downs and the tag bar's tabs: one of the steps of antd's first-load part (ui-core.ts).
import Dropdown from 'antd/es/dropdown';
import Tabs from 'antd/es/tabs';

export const uiDropdown = [Dropdown, Tabs];
