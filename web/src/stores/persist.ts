import { subscribe } from 'valtio';
import { PERSIST_ROOT_KEY } from '../config/constants.ts';

/** The parts that persist (auth, forms, and the device's language), each under the one root key. */
type Part = 'auth' | 'forms' | 'language';

function readRoot(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PERSIST_ROOT_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
  } catch {
    return {};
  }
}

export function restored(part: Part): unknown {
  return readRoot()[part];
}

/** Writes `pick(state)` under the root key whenever the store changes. */
export function persist<T extends object>(part: Part, state: T, pick: (state: T) => unknown): void {
  subscribe(state, () => {
    const root = readRoot();
    root[part] = pick(state);
    localStorage.setItem(PERSIST_ROOT_KEY, JSON.stringify(root));
  });
}
