export interface UploadFile {
  name: string;
  type: string;
  body: Buffer;
}

/**
 * A multipart/form-data body with the files under one field name, as app.inject takes it (encoded by the platform's
 * FormData).
 */
export async function multipartBody(
  field: string,
  files: UploadFile[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}
