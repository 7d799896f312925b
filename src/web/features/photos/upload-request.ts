import { ApiError } from '../../app/api.ts';

/**
 * POSTs a multipart form with upload progress (fetch cannot report it): `onProgress` gets 0..1 of
 * the bytes sent. Failures throw the same ApiError as api.ts.
 */
export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network error'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const error = (
        data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
      )?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http-error',
          error?.message ?? `Error ${xhr.status} while fetching ${url}`,
          error?.fields,
        ),
      );
    };
    xhr.send(form);
  });
}
