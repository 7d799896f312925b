import { photoUploadErrors } from '../../../domain/photos/photo-files.ts';

/** react-dropzone's error codes (Mantine Dropzone), named here so the page needs no import of its internals. */
const dropzoneCodes: Record<string, string> = {
  'file-invalid-type': photoUploadErrors.type,
  'file-too-large': photoUploadErrors.size,
  'too-many-files': photoUploadErrors.limit,
};

export interface RejectedFile {
  name: string;
  /** i18n key (photos:errors.*) */
  message: string;
}

/** The files the drop zone refused before uploading, each with the spec's message for its first error. */
export function rejectedFiles(
  rejections: readonly { file: { name: string }; errors: readonly { code: string }[] }[],
): RejectedFile[] {
  return rejections.map(({ file, errors }) => ({
    name: file.name,
    message: dropzoneCodes[errors[0]?.code ?? ''] ?? photoUploadErrors.unknown,
  }));
}
