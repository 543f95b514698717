export {
  createExpiringStorage,
  type ExpiringStorage,
  type ExpiringStorageOptions,
  type SetOptions,
  type StorageEntry,
  storageEntrySchema,
} from './expiring-storage';
export {
  HIDDEN_ITEMS_KEY,
  HIDDEN_ITEMS_SEPARATOR,
  joinHiddenItems,
  LEGACY_HIDDEN_ITEM_PREFIX,
  migrateLegacyHiddenItems,
  parseHiddenItems,
  readHiddenItems,
  toggleHiddenItem,
  writeHiddenItems,
} from './hidden-items';
export { browserStorage, memoryStorage, resilientStorage, type StorageArea } from './storage-area';
