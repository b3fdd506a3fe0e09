import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export interface Cipher {
  encrypt(text: string): string;
  /** Throws when the text was not produced with this key. */
  decrypt(text: string): string;
}

/** AES in ECB mode with PKCS7 padding (docs/ui.md); key and iv are 16 characters. */
export function aesEcb(key: string, iv: string): Cipher {
  if (key.length !== 16 || iv.length !== 16) {
    throw new Error('The storage key and iv must be 16 characters long');
  }
  const options = { mode: ECB, padding: Pkcs7, iv: Utf8.parse(iv) };
  const secret = Utf8.parse(key);
  return {
    encrypt: (text) => AES.encrypt(text, secret, options).toString(),
    decrypt(text) {
      const plain = AES.decrypt(text, secret, options).toString(Utf8);
      if (!plain) throw new Error('Cannot decrypt');
      return plain;
    },
  };
}
