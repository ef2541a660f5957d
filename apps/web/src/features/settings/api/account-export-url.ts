import { apiPath } from '../../../lib/api-path';

/**
 * `GET /api/settings/export`: a plain link, like the CSV export, so the browser sends the `token` cookie
 * and streams the ZIP to disk under the server's file name; no script holds the file.
 */
export const accountExportUrl = apiPath('exportAccountData');
