import { validationIssues } from '../../../ui/fieldErrors';

/** The server's issue about `field` in a refused save, if any (the invitation's and the grant's fields). */
export const issueAt = (error: unknown, field: string) =>
  validationIssues(error).find((i) => String(typeof i.path === 'string' ? i.path : i.path.join('.')).endsWith(field));
