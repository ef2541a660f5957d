/**
 * The self-report feature's front door (decision 0052): the routes and the link page's headers app.ts mounts,
 * and what the account export reads of a user's self-reports (decision 0053).
 */
export { presentSelfReport } from './present-self-report';
export { selectSelfReportsOfUser } from './self-reports-repository';
export { selfReportPageHeaders, selfReportRoutes } from './self-report-routes';
