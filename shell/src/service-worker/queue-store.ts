/** The offline basket queue kept in IndexedDB, so changes survive the worker stopping and the browser closing. */
import type { QueueStore, QueuedChange } from './basket-queue';

const DB = 'sf-offline-basket';
const STORE = 'changes';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then((db) =>
    new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).finally(() => db.close()),
  );
}

export function indexedDbQueueStore(): QueueStore {
  return {
    add: (change) => run('readwrite', (store) => store.add(change)).then(Number),
    all: () => run<QueuedChange[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedChange[]>),
    remove: (id) => run('readwrite', (store) => store.delete(id)).then(() => undefined),
  };
}
