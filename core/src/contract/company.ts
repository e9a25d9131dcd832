/** Companies, subscriptions and reporting periods (spec §7 "Company"; issue 5). */
export const companyRoutes = {};
