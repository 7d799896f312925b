import { ApiError, readAnswer } from '../../app/api.ts';

/**
 * POSTs a multipart form with upload progress (fetch cannot report it): `onProgress` gets 0..1 of
 * the bytes sent. Its answer is read as api.ts reads one.
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
      try {
        resolve(
          readAnswer<T>(url, {
            status: xhr.status,
            statusText: xhr.statusText,
            contentType: xhr.getResponseHeader('content-type'),
            text: xhr.responseText,
          }),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(form);
  });
}
