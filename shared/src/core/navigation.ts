// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { buildUrl, navigation, type NavigationBus, type Navigator, type Query } from '@portal/runtime';
