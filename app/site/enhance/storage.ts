/** `act` on the site's storage, or undefined where the browser refuses storage (privacy settings, sandboxed frames). */
export function withStorage<T>(storage: () => Storage, act: (store: Storage) => T): T | undefined {
  try {
    return act(storage());
  } catch {
    return undefined;
  }
}
