/**
 * A failed call: the HTTP status and its text, the server's error code, message and per-field i18n keys (design.md
 * section 4).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly statusText = '',
    /** Values the spec makes an error carry (account-exists-with-different-credential: provider, email). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * A failed call whose answer is not the API's error body (a proxy's 502 page, an empty 503): only the status and its
 * text are known. Spec section 8: 'Error {status} while fetching {url}'.
 */
export class HttpError extends ApiError {
  constructor(status: number, statusText: string, url: string) {
    super(status, 'http-error', `Error ${status} while fetching ${url}`, {}, statusText);
  }
}

/** What a call answered, read the same way from fetch and from XMLHttpRequest (uploads with progress). */
interface RawAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  text: string;
}

const isJson = (contentType: string | null) => /^application\/([\w.-]+\+)?json\b/i.test(contentType ?? '');

type ErrorBody =
  | { error?: { code?: string; message?: string; fields?: Record<string, string>; details?: Record<string, string> } }
  | undefined;

function errorOf(url: string, answer: RawAnswer): ApiError {
  if (!isJson(answer.contentType)) return new HttpError(answer.status, answer.statusText, url);
  let error: NonNullable<ErrorBody>['error'];
  try {
    error = (JSON.parse(answer.text) as ErrorBody)?.error;
  } catch {
    return new HttpError(answer.status, answer.statusText, url);
  }
  if (!error) return new HttpError(answer.status, answer.statusText, url);
  // spec: an authenticated POST failure gives a custom message or 'Error {status} while fetching {url}'
  return new ApiError(
    answer.status,
    error.code ?? 'http-error',
    error.message ?? `Error ${answer.status} while fetching ${url}`,
    error.fields,
    answer.statusText,
    error.details,
  );
}

/**
 * The status first: a failure throws an ApiError (an HttpError when its body is not the API's JSON); a success is its
 * JSON body, or undefined when it has none (204) or is not JSON.
 */
export function readAnswer<T>(url: string, answer: RawAnswer): T {
  if (answer.status < 200 || answer.status >= 300) throw errorOf(url, answer);
  return (answer.text && isJson(answer.contentType) ? JSON.parse(answer.text) : undefined) as T;
}

/** A call with a JSON body, or a multipart one when the body is FormData (the browser sets its content type). */
async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : body,
  });
  const { status, statusText, headers } = response;
  return readAnswer<T>(url, {
    status,
    statusText,
    contentType: headers.get('content-type'),
    text: await response.text(),
  });
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body: unknown = {}) => request<T>('POST', url, body),
  put: <T>(url: string, body: unknown = {}) => request<T>('PUT', url, body),
  patch: <T>(url: string, body: unknown = {}) => request<T>('PATCH', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
  /** POSTs files and fields as multipart/form-data. */
  upload: <T>(url: string, form: FormData) => request<T>('POST', url, form),
};
