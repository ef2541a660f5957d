/** The self-report feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { SelfReportBesideForm } from './components/self-report-beside-form';
export { SelfReportSection } from './components/self-report-section';
export { SelfReportsOverTime } from './components/self-reports-over-time';
