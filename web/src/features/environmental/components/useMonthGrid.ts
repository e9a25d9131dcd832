import { useState } from 'react';
import { rebaseEdits } from '../../../ui/rebaseEdits';
import { isDirty, monthIssue, monthIssues, storedMonth } from '../months';

/** Two months say the same when saving stores the same text ('12.' is 12); a wrong text is only itself. */
const sameMonth = (a: unknown, b: unknown) => {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x === y || (!monthIssue(x) && !monthIssue(y) && storedMonth(x) === storedMonth(y));
};

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
    /**
     * After a reload: what is stored now is the new baseline and shows in every month not typed here; the
     * months typed here stay (ui/rebaseEdits.ts), so saving again never puts back a month someone else changed.
     */
    rebase: (latest: readonly string[]) => {
      setMonths(rebaseEdits<readonly string[]>(loaded, months, latest, sameMonth).values.map((m) => String(m ?? '')));
      setLoaded(latest);
    },
  };
}

export type MonthGrid = ReturnType<typeof useMonthGrid>;
