import { createStore } from '../ui/store';

/** The spec's "loading counter": calls in flight, so the layout can show a busy state. */
const inFlight = createStore(0);

export const busy = {
  start: () => inFlight.set(inFlight.get() + 1),
  end: () => inFlight.set(Math.max(0, inFlight.get() - 1)),
  count: inFlight.get,
  subscribe: inFlight.subscribe,
};
