import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

interface ResponseObject {
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, { schema?: object }>;
}

let description: OpenApiDocument | undefined;
let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/** The described path template a request path falls under: literal paths before templated ones. */
function describedPathOf(document: OpenApiDocument, requestPath: string): string | undefined {
  const templates = Object.keys(document.paths ?? {}).sort(
    (a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0),
  );
  return templates.find((template) =>
    new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`).test(requestPath),
  );
}

/**
 * Checks one answer of the real server against the OpenAPI description (decision record 0020): its status must
 * be described for the route, its content type too, and a JSON body must match the described schema (Ajv,
 * JSON Schema 2020-12 as OpenAPI 3.1 uses it), and a header it says is required must be sent. Every call the
 * integration tests make through the test server passes here, so the description and the server cannot drift
 * apart. Routes the description lacks are left to `openapi.test.ts`, which fails on each of them.
 */
export async function checkAnswerAgainstOpenApi(
  method: string,
  url: string,
  response: Response,
): Promise<void> {
  description ??= buildOpenApiDocument();
  const requestPath = new URL(url).pathname;
  const template = describedPathOf(description, requestPath);
  if (!template) return;
  const operation = (
    description.paths![template] as Record<string, { responses?: Record<string, ResponseObject> }>
  )[method.toLowerCase()];
  if (!operation) return;
  const where = `${method} ${requestPath} → ${response.status}`;
  const answer = operation.responses?.[String(response.status)];
  if (!answer) throw new Error(`OpenAPI: ${where} is not a described answer of ${template}.`);
  for (const [name, header] of Object.entries(answer.headers ?? {})) {
    if (header.required && !response.headers.has(name)) {
      throw new Error(`OpenAPI: ${where} lacks the ${name} header the description requires.`);
    }
  }
  if (!answer.content) return;

  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const described = answer.content[mediaType];
  if (!described) {
    throw new Error(
      `OpenAPI: ${where} answered ${mediaType}; described: ${Object.keys(answer.content).join(', ')}.`,
    );
  }
  if (!mediaType.endsWith('json') || !described.schema) return;

  const key = `${template} ${method} ${response.status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addSchema({ components: description.components ?? {} }, 'openapi');
    }
    const schema = JSON.parse(
      JSON.stringify(described.schema).replaceAll('"#/components/', '"openapi#/components/'),
    );
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  const body: unknown = await response.clone().json();
  if (!validate(body)) {
    throw new Error(
      `OpenAPI: ${where} body does not match the description: ${ajv!.errorsText(validate.errors)}`,
    );
  }
}
