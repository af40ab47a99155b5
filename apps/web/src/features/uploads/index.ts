/** What other features use of uploads: they import it from here, never from a file inside. */
export { acceptOfKind } from "./file-checks";
export { useProblemText } from "./problem-text";
export type { StoredFileRef } from "./stored-file-ref";
export { storedFileRefSchema, toStoredFileRef } from "./stored-file-ref";
export { UploadField } from "./upload-field";
export { uploadFile } from "./upload-file";
export { UploadPicker } from "./upload-picker";
export type { UploadItem, UploadSlot } from "./use-upload-slot";
export { useUploadSlot } from "./use-upload-slot";
