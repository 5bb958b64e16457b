// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { createStore, type Listener, type Store } from '@portal/runtime';
