/**
 * The export feature's front door (decision 0052): download and copy, the PDF renderer and the reports the
 * clients feature renders.
 */
export { exportRoutes, exportThrottle } from './export-routes';
export { buildInterventionTableReport } from './intervention-table-report';
export { createPdfRenderer, type PdfRenderer } from './pdf/pdf-renderer';
export { buildProgressReport } from './progress-report';
export { renderPdfOrBusy } from './render-pdf-or-busy';
