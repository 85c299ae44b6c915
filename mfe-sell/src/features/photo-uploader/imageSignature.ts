import { IMAGE_SIGNATURE_BYTES } from '@vitrina/shared/core';

export type AllowedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type the bytes say, whatever the file's name or declared type claim: JPEG (FF D8 FF), PNG (89 'PNG'
 * CR LF 1A LF) or WebP ('RIFF' size 'WEBP'). Anything else (a GIF renamed .jpg, a PDF, text) is null.
 */
export function detectImageType(bytes: Uint8Array): AllowedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The first bytes of a file (Blob.arrayBuffer where the browser has it, FileReader otherwise). */
export async function readSignature(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, IMAGE_SIGNATURE_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el archivo'));
    reader.readAsArrayBuffer(head);
  });
}
