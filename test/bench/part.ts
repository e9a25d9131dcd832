import { latencyBench } from './latency';
import { sizeBench } from './sizes';
import { reportBench } from './report';
import { reportScaleBench } from './reportScale';
import { benchEmissions } from './emissions';
import { benchDashboard } from './dashboard';
import { benchScope3 } from './scope3';
import { benchQuestionnaire } from './questionnaire';
import { benchExcel } from './excel';
import { startupBench } from './startup';
import { soakBench } from './soak';
import { firstLoadBench } from './firstLoad';
import { packBench } from './pack';
import { benchAssurance } from './assurance';
import { assurancePackBench } from './assurancePack';
import { benchWorkflow } from './workflow';
import { benchReminders } from './reminders';

/**
 * One part of `npm run bench`, in a process of its own: the SDK clients and SST's `Resource` are
 * read once per process, so a second local runtime in the same process would reach the first one's
 * user pool and table (the cause of "User Pool local_… not found" when the report bench ran after
 * the latency bench). Exits non-zero when the part cannot run.
 */
export const PARTS: Record<string, () => Promise<unknown>> = {
  sizes: async () => (await sizeBench()).forEach((t) => console.log(t)),
  firstLoad: async () => console.log(await firstLoadBench()),
  startup: async () => console.log(await startupBench()),
  latency: async () => (await latencyBench()).forEach((t) => console.log(t)),
  soak: async () => console.log(await soakBench()),
  report: () => reportBench(),
  reportScale: async () => console.log(await reportScaleBench()),
  pack: () => packBench(),
  emissions: async () => console.log((await benchEmissions()).table),
  dashboard: async () => console.log(await benchDashboard()),
  scope3: async () => console.log(await benchScope3()),
  questionnaire: async () => console.log(await benchQuestionnaire()),
  excel: async () => console.log(await benchExcel()),
  assurance: async () => console.log(await benchAssurance()),
  assurancePack: async () => console.log(await assurancePackBench()),
  workflow: async () => console.log(await benchWorkflow()),
  reminders: async () => console.log(await benchReminders()),
};

const name = process.argv[2];
if (name) {
  const part = PARTS[name];
  if (!part) {
    console.error(`unknown bench part ${name}; parts: ${Object.keys(PARTS).join(', ')}`);
    process.exit(2);
  }
  part().then(
    // The runtime's stand-ins leave handles (SDK sockets, timers) behind; the part is done.
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
