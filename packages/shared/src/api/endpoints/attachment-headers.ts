import type { ResponseHeader } from '../endpoint-contract';

/** The headers of an answer that is a file to save, under the name the server gives it (`example`). */
export function attachmentHeaders(example: string): Record<string, ResponseHeader> {
  return {
    'Content-Disposition': {
      description: 'An attachment, with the file name to save it under.',
      required: true,
      schema: { type: 'string', example: `attachment; filename="${example}"` },
    },
  };
}
