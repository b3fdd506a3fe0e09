import { config } from '../config';
import { http } from '../http';

/** Where uploads go, as the build says (src/config.ts). */
export interface UploadTarget {
  fileApiUrl: string;
  businessCode: string;
}

/**
 * Uploads one file and answers the URL to keep: to the build's file API (`VITE_FILE_API_URL`, with
 * `business_code` from `VITE_BUSINESS_CODE` when set) or, without one, to this API's `/file/upload`.
 * Both take the multipart field `file` and answer the envelope `{code: 0, data: {url}}` (README,
 * Configuration); a refusal is the request layer's toast.
 */
export function uploadFile(file: Blob, target: UploadTarget = config): Promise<{ url: string }> {
  if (!target.fileApiUrl) return http.upload<{ url: string }>('/file/upload', file);
  const fields: Record<string, string> = target.businessCode ? { business_code: target.businessCode } : {};
  return http.upload<{ url: string }>(target.fileApiUrl, file, fields);
}
