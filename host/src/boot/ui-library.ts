// The last step of antd's first-load part (index.ts): the shared module itself, which re-exports
// the components evaluated before it and evaluates what is left (messages, modals, small pieces).
// One name is enough: the shared module is evaluated whole.
import { ConfigProvider } from 'antd';

export const uiLibrary = [ConfigProvider];
