/** A failed call: the server's error code, message and per-field i18n keys (design.md section 4). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
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
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)
      ?.error;
    // spec: an authenticated POST failure gives a custom message or 'Error {status} while fetching {url}'
    throw new ApiError(
      response.status,
      error?.code ?? 'http-error',
      error?.message ?? `Error ${response.status} while fetching ${url}`,
      error?.fields,
    );
  }
  return data as T;
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
