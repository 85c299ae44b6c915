import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES, fillCopy, formatFileSize } from '@vitrina/shared/core';
import { detectImageType, readSignature, type AllowedImageType } from './imageSignature';
import { photoUploaderCopy } from './copy';

export type PhotoCheck = { ok: true; type: AllowedImageType } | { ok: false; message: string };

const isAllowedType = (type: string): type is AllowedImageType =>
  (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);

/**
 * Spec §5 images: jpeg, png or webp, by the declared type AND by the file's first bytes (a GIF renamed .jpg is
 * refused), at most 5 MB. Returns the type the bytes confirm, or the spec's message for the user.
 */
export async function checkPhotoFile(file: File): Promise<PhotoCheck> {
  if (!isAllowedType(file.type)) return { ok: false, message: photoUploaderCopy.imageTypeNotAllowed };
  const detected = detectImageType(await readSignature(file));
  if (!detected) return { ok: false, message: photoUploaderCopy.imageTypeNotAllowed };
  if (file.size > MAX_IMAGE_BYTES) {
    return { ok: false, message: fillCopy(photoUploaderCopy.imageTooLarge, { size: formatFileSize(file.size) }) };
  }
  return { ok: true, type: detected };
}
