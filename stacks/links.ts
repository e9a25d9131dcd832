import { table, files } from './storage';
import { userPool, userPoolClient } from './auth';
import { email, linkKey } from './email';
import { excelQueue, reportQueue } from './queue';
import { web } from './web';
import type { LinkName } from './settings';

/** The deployed resource behind each `Resource.<Name>` the code reads. */
const linkable = {
  Table: table,
  Files: files,
  ReportQueue: reportQueue,
  ExcelImportQueue: excelQueue,
  UserPool: userPool,
  UserPoolClient: userPoolClient,
  Email: email,
  Web: web,
  LinkKey: linkKey,
} satisfies Record<LinkName, unknown>;

export const resolveLinks = (names: readonly LinkName[]) => names.map((name) => linkable[name]);
