import { describe, expect, it } from 'vitest';
import { sign, signText } from '../../../src/http/sign';

describe('request signing (docs/api.md, Signature)', () => {
  it('matches the fixed vector of docs/api.md', () => {
    expect(sign({ b: '2', a: '1' }, 's3')).toBe('BE527E9279C7132B5DA699E9A2B72EAC');
  });

  it('leaves out an existing sign parameter', () => {
    expect(sign({ b: '2', a: '1', sign: 'OLD' }, 's3')).toBe('BE527E9279C7132B5DA699E9A2B72EAC');
  });

  it('sorts names by byte order and writes decoded values', () => {
    expect(signText({ b: 'x y', B: '1', a_b: '&', a: '中' })).toBe('B=1&a=中&a_b=&&b=x y');
  });

  it('signs the empty parameter set as the secret alone', () => {
    // MD5("secret")
    expect(sign({}, 'secret')).toBe('5EBE2294ECD0E0F08EAB7690D2A6EE69');
  });

  it('hashes UTF-8 text', () => {
    // node:crypto MD5("lang=zh-CN&name=门店k")
    expect(sign({ name: '门店', lang: 'zh-CN' }, 'k')).toBe('D49108130FA90DFF90C8FC16FCDD89B8');
  });
});
