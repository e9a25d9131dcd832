/** Administration catalogues and logs (spec §7 "Admin", "Units"; issue 5). */
export const adminRoutes = {};
