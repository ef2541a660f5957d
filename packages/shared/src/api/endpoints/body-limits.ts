/**
 * The body limits of calls that take more, or less, than the app's 16 KB default (decision records 0016,
 * 0030). The server applies each before its route runs; a larger one is also admitted by the byte budget of
 * bodies in flight (decision record 0049).
 */

/** A call that carries everything in its path (restore, attach, retry): a body over 1 KB is refused (413). */
export const emptyBody = { maxBytes: 1024, message: 'request.too_large' } as const;

/**
 * A client is a few short fields and a 1000-character note; seven goals of 300 characters each, JSON-escaped,
 * can pass the 16 KB default (decision record 0034).
 */
export const clientBody = { maxBytes: 64 * 1024, message: 'request.too_large' } as const;

/**
 * A 2000-character message in any script with its e-mail, or the client's self-report send (40 sentences of
 * 300 characters and three texts of 1000, in Korean, JSON-escaped): far less than 64 KB.
 */
export const messageBody = { maxBytes: 64 * 1024, message: 'request.too_large' } as const;

/** A personal core set naming every ICF category with long names and a note is far below this. */
export const personalCoreSetBodyMaxBytes = 256 * 1024;

/**
 * A FHIR Bundle of a whole document or a client's series. Not derived like the save's: another system's Bundle
 * may carry resources' optional elements (meta, text, extensions) that ours leaves out, so its size has no
 * upper bound to compute; it is read on the body worker (decision records 0030, 0048).
 */
export const fhirImportBodyMaxBytes = 16 * 1024 * 1024;

/** A team deletion names the fate of each of up to 10,000 clients: about 70 bytes each. */
export const teamDeletionBody = { maxBytes: 1024 * 1024, message: 'request.too_large' } as const;
