import { ecb } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/ciphers/utils.js';

export interface Cipher {
  encrypt(text: string): string;
  /** Throws when the text was not produced with this key. */
  decrypt(text: string): string;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * AES in ECB mode with PKCS7 padding, the ciphertext in base64 (docs/ui.md); key and iv are 16
 * characters (ECB uses no iv: it is checked for the configuration's sake). The values stored by
 * earlier versions (crypto-js, the same cipher) read back unchanged.
 */
export function aesEcb(key: string, iv: string): Cipher {
  if (key.length !== 16 || iv.length !== 16) {
    throw new Error('The storage key and iv must be 16 characters long');
  }
  const secret = utf8ToBytes(key);
  return {
    encrypt: (text) => toBase64(ecb(secret).encrypt(utf8ToBytes(text))),
    decrypt(text) {
      const plain = utf8.decode(ecb(secret).decrypt(fromBase64(text)));
      if (!plain) throw new Error('Cannot decrypt');
      return plain;
    },
  };
}
