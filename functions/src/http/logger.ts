import { Logger } from '@aws-lambda-powertools/logger';

/** One logger per process (Powertools): tenant and user are appended per request. */
export const logger = new Logger({ serviceName: 'esg-api' });
