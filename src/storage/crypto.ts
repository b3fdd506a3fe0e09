import { AES } from '@stablelib/aes';

export interface Cipher {
  encrypt(text: string): string;
  /** Throws when the text was not produced with this key. */
  decrypt(text: string): string;
}

const BLOCK = 16;
const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const utf8 = new TextDecoder('utf-8', { fatal: true });
const refused = () => new Error('Cannot decrypt');

/** PKCS7: pads to whole blocks with bytes that each hold the padding's length (1 to 16). */
function pad(bytes: Uint8Array): Uint8Array {
  const length = BLOCK - (bytes.length % BLOCK);
  const padded = new Uint8Array(bytes.length + length);
  padded.set(bytes);
  return padded.fill(length, bytes.length);
}

function unpad(bytes: Uint8Array): Uint8Array {
  const length = bytes[bytes.length - 1];
  if (!length || length > BLOCK || bytes.subarray(bytes.length - length).some((byte) => byte !== length)) throw refused();
  return bytes.subarray(0, bytes.length - length);
}

/** ECB: each block on its own. */
function eachBlock(bytes: Uint8Array, run: (block: Uint8Array, into: Uint8Array) => void): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let at = 0; at < bytes.length; at += BLOCK) run(bytes.subarray(at, at + BLOCK), out.subarray(at, at + BLOCK));
  return out;
}

/**
 * AES in ECB mode with PKCS7 padding, the ciphertext in base64 (docs/ui.md); key and iv are 16
 * characters (ECB uses no iv: it is checked for the configuration's sake). The values stored by
 * earlier versions (crypto-js, the same cipher) read back unchanged. @stablelib/aes makes its
 * tables on first use, small ones: the app's entry does not build a megabyte of them as it loads.
 */
export function aesEcb(key: string, iv: string): Cipher {
  if (key.length !== 16 || iv.length !== 16) {
    throw new Error('The storage key and iv must be 16 characters long');
  }
  const secret = new TextEncoder().encode(key);
  let aes: AES | undefined;
  const cipher = () => (aes ??= new AES(secret));
  return {
    encrypt: (text) => toBase64(eachBlock(pad(new TextEncoder().encode(text)), (block, into) => cipher().encryptBlock(block, into))),
    decrypt(text) {
      const bytes = fromBase64(text);
      if (bytes.length === 0 || bytes.length % BLOCK !== 0) throw refused();
      const plain = utf8.decode(unpad(eachBlock(bytes, (block, into) => cipher().decryptBlock(block, into))));
      if (!plain) throw refused();
      return plain;
    },
  };
}
