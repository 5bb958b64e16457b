export { TabStrip, tabIdOf, tabPanelProps, type TabStripItem, type TabStripProps } from './TabStrip';
