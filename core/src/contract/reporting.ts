/** Report jobs, progress and PDFs (spec §7 "Files and reports"). Issue 3. */
export const reportingRoutes = {};
