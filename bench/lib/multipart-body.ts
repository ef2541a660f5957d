/** A multipart/form-data body of the download and copy calls (spec §7): `number` as text, the rest as JSON. */
export function multipartBody(boundary: string, parts: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(parts)) {
    lines.push(`--${boundary}`, `Content-Disposition: form-data; name="${name}"`, '');
    lines.push(name === 'number' ? String(value) : JSON.stringify(value));
  }
  lines.push(`--${boundary}--`, '');
  return lines.join('\r\n');
}
