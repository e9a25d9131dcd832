/** Files (spec §7 "Files and reports"): presigned uploads to S3 under the tenant prefix. Issue 3. */
export const filesRoutes = {};
