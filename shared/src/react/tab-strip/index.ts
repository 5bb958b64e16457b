export { TabStrip, type TabStripItem, type TabStripProps } from './TabStrip';
