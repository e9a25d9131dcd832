import { Logger } from '@aws-lambda-powertools/logger';

/** The report worker's logger: the handler adds each record's tenant and job, the job's steps log through it. */
export const logger = new Logger({ serviceName: 'esg-report-worker' });
