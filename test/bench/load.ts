/** One request of the thing under test; it must throw on a wrong answer so errors are never timed as successes. */
export type Operation = () => Promise<void>;

/**
 * Closed-loop load: `concurrency` clients each send their next request as soon as the previous
 * one answers, until `requests` have completed. Returns every request's latency in ms.
 * Closed-loop (not a fixed arrival rate) matches a browser's or a Lambda's behaviour towards a
 * service and never builds an unbounded queue on a 2-core CI machine.
 */
export async function drive(op: Operation, concurrency: number, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    while (started < requests) {
      started++;
      const t0 = performance.now();
      await op();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return latencies;
}

/**
 * Measures several operations in alternating rounds (A B A B …) and pools each one's samples,
 * so slow drift (JIT warm-up, DynamoDB Local's GC, the 5 s membership cache) hits all of them
 * alike instead of whichever happened to run last.
 */
export async function interleave<K extends string>(
  ops: Record<K, Operation>,
  opts: { concurrency: number; requests: number; rounds: number },
): Promise<Record<K, number[]>> {
  const names = Object.keys(ops) as K[];
  const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<K, number[]>;
  const perRound = Math.ceil(opts.requests / opts.rounds);
  for (let r = 0; r < opts.rounds; r++) {
    for (const n of names) samples[n].push(...(await drive(ops[n], opts.concurrency, perRound)));
  }
  return samples;
}
