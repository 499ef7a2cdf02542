// Durable Object storage as the table's KV.
import type { KV } from './store';

export function storageKV(storage: DurableObjectStorage): KV {
  return {
    get: <T>(key: string) => storage.get<T>(key),
    put: (entries) => storage.put(entries),
    list: <T>(prefix: string) => storage.list<T>({ prefix }),
    deleteAll: () => storage.deleteAll(),
  };
}
