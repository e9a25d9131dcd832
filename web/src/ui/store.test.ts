import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('tells its listeners of a change and gives the new value', () => {
    const store = createStore(0);
    const heard = vi.fn();
    store.subscribe(heard);
    store.set(2);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(2);
  });

  it('stays quiet when the value does not change, and after unsubscribing', () => {
    const store = createStore('a');
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set('a');
    stop();
    store.set('b');
    expect(heard).not.toHaveBeenCalled();
  });
});
