import { showAlert } from '../components/feedback/alert-store';
import { currentLocale, i18nStore } from '../i18n/i18n-store';
import type { ApiEndpoints, EndpointInput, EndpointOutput, OperationId } from '@icf/shared/endpoints';
import { apiPath, apiRoute } from './api-path';
import { readCookie } from './cookies';

/** The cookie that holds the bearer token (spec §3 auth state). */
export const tokenCookieName = 'token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; errors?: Record<string, string[]> } | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
  }

  /** The first message of each field, as the forms show them (spec §5). */
  firstFieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body?.errors ?? {})) {
      if (messages[0]) result[field] = messages[0];
    }
    return result;
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;
/** Accounts register what a 401 means (spec §6: log out and go to login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Skip the generic ≥500 alert when the caller shows its own message. */
  quiet?: boolean;
  /** Give up after this long (the promise rejects with a `TimeoutError` DOMException); no limit by default. */
  timeoutMs?: number;
  /** Headers of this call besides the ones every call sends (the save's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/**
 * Every call to the API (spec §7): credentials included, bearer token, Accept-Language with the locale,
 * the anti-forgery header, no timeout unless the caller sets one, 2xx is success. A ≥500 answer shows the generic 'Oops...' alert.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...request.headers,
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  const token = readCookie(tokenCookieName);
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  // Form data sets its own multipart Content-Type (with the boundary); anything else is sent as JSON.
  const isForm = request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const url = query.size > 0 ? `${path}?${query}` : path;

  const response = await fetch(url, {
    method: request.method ?? 'GET',
    headers,
    credentials: 'include',
    body:
      request.body === undefined
        ? undefined
        : isForm
          ? (request.body as FormData)
          : JSON.stringify(request.body),
    signal: request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs),
  });
  const text = await response.text();
  const body = text ? parseJson(text) : null;
  if (response.ok) return body as T;

  if (response.status >= 500 && !request.quiet) void showServerErrorAlert();
  if (response.status === 401 && token && onUnauthorized) onUnauthorized();
  throw new ApiError(response.status, typeof body === 'object' ? (body as ApiError['body']) : null);
}

/** What a call may say besides its contract's input. */
export type CallOptions = Pick<ApiRequest, 'quiet' | 'timeoutMs' | 'headers'>;

type CallArguments<Operation extends OperationId> =
  object extends EndpointInput<ApiEndpoints[Operation]>
    ? [input?: EndpointInput<ApiEndpoints[Operation]>, options?: CallOptions]
    : [input: EndpointInput<ApiEndpoints[Operation]>, options?: CallOptions];

/**
 * A call by its contract (decision record 0059): its method and path come from the contract, its path
 * parameters, body and query are typed by it, and so is the answer (no cast at the call).
 */
export function callApi<Operation extends OperationId>(
  operation: Operation,
  ...[input, options]: CallArguments<Operation>
): Promise<EndpointOutput<ApiEndpoints[Operation]>> {
  const [method] = apiRoute(operation);
  const { params, body, query } = (input ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: ApiRequest['query'];
  };
  return apiRequest(apiPath(operation, params), { method, body, query, ...options });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function showServerErrorAlert(): Promise<void> {
  const messages = i18nStore.get().messages;
  await showAlert({
    icon: 'error',
    title: messages?.['alert.server_error_title'] ?? 'Oops...',
    text: messages?.['alert.server_error_text'] ?? 'Something went wrong! Please try again.',
  });
}
