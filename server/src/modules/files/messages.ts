// Upload messages (spec 02 §8) in the three languages. The spec's texts come from the shared
// catalogue, so the upload dialog and the server say the same words; the content check is the
// server's own (a file whose bytes are not what its extension says).
import type { Language } from '../../platform/constants';
import { AppError } from '../../platform/errors';
import { moduleCatalogue, sharedTexts as shared, type Texts, type Vars } from '../../platform/module-messages';

function build() {
  return {
    extensionNotAllowed: shared('upload.extensionNotAllowed'),
    tooLarge: shared('upload.tooLarge'),
    empty: shared('upload.empty'),
    failed: shared('upload.failed'),
    tooMany: shared('upload.tooMany'),
    contentMismatch: {
      'zh-CN': '文件内容与后缀 {{extension}} 不符，只能上传后缀为 {{extensions}} 的文件',
      'en-US': 'The file content does not match its extension {{extension}}; only files with extension {{extensions}} can be uploaded',
      'vi-VN': 'Nội dung tệp không khớp với phần mở rộng {{extension}}; chỉ được tải lên tệp có phần mở rộng {{extensions}}',
    },
    notMultipart: {
      'zh-CN': '文件上传失败：请求应为 multipart/form-data 并包含一个文件',
      'en-US': 'File upload failed: the request must be multipart/form-data with one file',
      'vi-VN': 'Tải tệp lên thất bại: yêu cầu phải là multipart/form-data và có một tệp',
    },
  } satisfies Record<string, Texts>;
}

const catalogue = moduleCatalogue(build);
export const uploadMessages = catalogue.texts;
export type UploadMessageKey = keyof ReturnType<typeof build>;
export const uploadMessage = catalogue.message;

/** A refusal worded in the caller's language. */
export const uploadRefusal = (status: number, key: UploadMessageKey, lang: Language, vars?: Vars) => new AppError(status, uploadMessage(key, lang, vars));
