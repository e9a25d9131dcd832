import { describe, expect, it } from 'vitest';
import { titleKeyOf } from './useDocumentTitle';

const known = new Set(['titles:home', 'titles:dashboard', 'titles:water', 'titles:login', 'titles:notFound']);
const exists = (key: string) => known.has(key);

describe('the browser tab’s title (the spec’s screens)', () => {
  it('names the page the router shows', () => {
    expect(titleKeyOf('/home', exists)).toBe('home');
    expect(titleKeyOf('/environmental/water', exists)).toBe('water');
    expect(titleKeyOf('/login', exists)).toBe('login');
    expect(titleKeyOf('/', exists)).toBe('home');
  });

  it('is Not Found wherever the router answers Not Found, even when the last segment names a page', () => {
    expect(titleKeyOf('/no/such/page', exists)).toBe('notFound');
    expect(titleKeyOf('/nowhere/water', exists)).toBe('notFound');
    expect(titleKeyOf('/social/home', exists)).toBe('notFound');
  });
});
