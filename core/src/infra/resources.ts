import { Resource } from 'sst/resource';

/**
 * Linked resources (ADR 0006). In AWS, SST injects them; locally packages/local sets the
 * same `SST_RESOURCE_<Name>` variables, so code never reads ad-hoc names from the environment.
 */
declare module 'sst/resource' {
  export interface Resource {
    Table: { type: 'sst.aws.Dynamo'; name: string };
    Files: { type: 'sst.aws.Bucket'; name: string };
    ReportQueue: { type: 'sst.aws.Queue'; url: string };
    ExcelImportQueue: { type: 'sst.aws.Queue'; url: string };
    UserPool: { type: 'sst.aws.CognitoUserPool'; id: string };
    UserPoolClient: { type: 'sst.aws.CognitoUserPoolClient'; id: string };
    Email: { type: 'sst.aws.Email'; sender: string };
    Web: { type: 'sst.aws.StaticSite'; url: string };
    /** 32+ random bytes (base64): derives stakeholder links' tokens, which are stored only as hashes (ADR 0051). */
    LinkKey: { type: 'sst.sst.Secret'; value: string };
  }
}

export { Resource };

/** Local stand-ins are reached through the SDK's standard per-service endpoint variables. */
export const isLocal = () => Boolean(process.env.AWS_ENDPOINT_URL_DYNAMODB);
