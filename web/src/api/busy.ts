/** Spec §4 "loading counter": calls in flight, so the layout can show a busy state. */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export const busy = {
  start() {
    inFlight += 1;
    emit();
  },
  end() {
    inFlight = Math.max(0, inFlight - 1);
    emit();
  },
  count: () => inFlight,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
