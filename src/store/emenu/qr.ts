import QRCode from 'qrcode';

/** A QR code of `text` as a PNG data URL, large enough to print and scan from a table. */
export const qrPng = (text: string) => QRCode.toDataURL(text, { type: 'image/png', width: 320, margin: 2, errorCorrectionLevel: 'M' });

/** The PNG bytes of a data URL, to save as a file (decoded here: the app's CSP lets no fetch read `data:`). */
export function pngBlob(dataUrl: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}
