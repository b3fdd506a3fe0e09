import { md5 as md5Bytes } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lowercase hex MD5 of a UTF-8 text (passwords travel only as this digest, docs/domain.md). */
export const md5 = (text: string): string => bytesToHex(md5Bytes(utf8ToBytes(text)));
