/**
 * An error text without the values a query was run with. Drizzle's query errors end in
 * `params: <every parameter>` (an argon2 hash, an e-mail, a name); PostgreSQL's detail lines quote the
 * offending values (`Key (email)=(…) already exists`). Both are cut; the query and the reason stay.
 */
export function redactErrorText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
    .replace(/\)=\([^\n]*?\)( already exists| is not present| conflicts)/g, ')=([redacted])$1');
}

/** What a log line may say about an error: its message and the cause's, parameters removed. */
export function describeError(error: unknown): { error: string; cause?: string } {
  if (!(error instanceof Error)) return { error: redactErrorText(String(error)) };
  const cause = error.cause instanceof Error ? redactErrorText(error.cause.message) : undefined;
  return { error: redactErrorText(error.message), ...(cause ? { cause } : {}) };
}
