import MD5 from 'crypto-js/md5';

/** Lowercase hex MD5 of a UTF-8 text (passwords travel only as this digest, docs/domain.md). */
export const md5 = (text: string): string => MD5(text).toString();
