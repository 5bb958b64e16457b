// Lives in the page-singleton runtime (@portal/runtime); re-exported so imports of this path keep working.
export { clearStore, configureStorage, getStore, MemoryStorage, removeStore, setStore, storageKey, type StoredValue, type StorageType } from '@portal/runtime';
