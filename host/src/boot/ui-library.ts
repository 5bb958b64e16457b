// The last step of antd's first-load part (ui-core.ts): the shared module itself, which re-exports
// the parts evaluated before it and evaluates what is left (messages, modals, the small pieces).
// One name is enough: the shared module is evaluated whole.
import { ConfigProvider } from 'antd';

export const uiLibrary = [ConfigProvider];
