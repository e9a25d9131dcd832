import { useEffect, useRef, useState } from 'react';

/** The top navigation's height as laid out: what the side navigation, the notices and the tutorial stick below. */
export function useHeaderHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(56);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // What is brought into view (docs/decisions/0068: a save's answer, a traced figure's trail) stops below the sticky
  // bar, not under it: the page scrolls with the bar's height as its padding.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = `${height + 8}px`;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, [height]);
  return { ref, height };
}
