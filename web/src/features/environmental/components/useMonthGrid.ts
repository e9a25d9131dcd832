import { useState } from 'react';
import { isDirty, monthIssues, storedMonth } from '../months';

/** Twelve months being typed beside what was loaded, with the server's messages by month. */
export function useMonthGrid(initial: readonly string[]) {
  const [months, setMonths] = useState<string[]>(() => [...initial]);
  const [loaded, setLoaded] = useState<readonly string[]>(initial);
  const [serverIssues, setServerIssues] = useState<ReadonlyMap<number, string>>(new Map());

  const change = (index: number, value: string) => {
    setMonths((prev) => prev.map((v, i) => (i === index ? value : v)));
    setServerIssues((prev) => {
      if (!prev.has(index)) return prev;
      const next = new Map(prev);
      next.delete(index);
      return next;
    });
  };

  return {
    months,
    change,
    issues: monthIssues(months),
    serverIssues,
    setServerIssues,
    dirty: isDirty(loaded, months),
    stored: () => months.map(storedMonth),
    /** After a save: what the server stored is both what is shown and the new baseline. */
    reset: (saved: readonly string[]) => {
      setLoaded(saved);
      setMonths([...saved]);
    },
    /** After a reload: a new baseline, the typed months stay. */
    rebase: (latest: readonly string[]) => setLoaded(latest),
  };
}

export type MonthGrid = ReturnType<typeof useMonthGrid>;
