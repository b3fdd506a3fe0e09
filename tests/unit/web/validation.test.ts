import { describe, expect, it } from 'vitest';
import { all, confirmPassword, domain, email, optionText, port, positiveNumber, priceIn, required } from '../../../resources/validation';
import { translate } from '../../../i18n';

const key = (failure: { message: string } | undefined) => failure?.message;

describe('validators (docs/domain.md)', () => {
  it('required: custom message, empty and blank values fail', () => {
    const check = required('validation.old_password_required');
    expect(key(check(''))).toBe('validation.old_password_required');
    expect(key(check('  '))).toBe('validation.old_password_required');
    expect(key(check(undefined))).toBe('validation.old_password_required');
    expect(key(check([]))).toBe('validation.old_password_required');
    expect(check('x')).toBeUndefined();
    expect(check(0)).toBeUndefined();
    expect(key(required()(null))).toBe('validation.required');
  });

  it.each(['a@b.co', 'first.last@mail.example.com', 'a_b-c@x-y.io', 'A1@B2.museum'])('email accepts %s', (value) => {
    expect(email(value)).toBeUndefined();
  });

  it.each(['a@b', 'a@b.c', 'a..b@c.com', '.a@b.com', 'a@b.toolongtld', 'a b@c.com', 'a@@b.com'])('email refuses %s', (value) => {
    expect(key(email(value))).toBe('validation.email');
  });

  it('email leaves an empty value to required', () => {
    expect(email('')).toBeUndefined();
  });

  it('domain: optional unless required, "Wrong format" otherwise', () => {
    expect(domain()('')).toBeUndefined();
    expect(key(domain(true)(''))).toBe('validation.required');
    expect(domain()('pay.example.com')).toBeUndefined();
    expect(domain()('a-b.co')).toBeUndefined();
    for (const bad of ['http://x.com', '-a.com', 'a', 'a..com', 'a_b.com', 'x.c0m']) {
      expect(key(domain()(bad))).toBe('validation.domain');
    }
  });

  it('port: 0 to 65535', () => {
    for (const good of [0, '0', 80, '443', 65535]) expect(port(good)).toBeUndefined();
    for (const bad of [-1, 65536, '1.5', 'http', '123456']) expect(key(port(bad))).toBe('validation.port');
    expect(port('')).toBeUndefined();
  });

  it('positive number: greater than 0, else required', () => {
    const check = positiveNumber('Tables');
    expect(check(3)).toBeUndefined();
    expect(check('0.5')).toBeUndefined();
    expect(check(0)).toEqual({ message: 'validation.positive', args: { field: 'Tables' } });
    expect(key(check(-2))).toBe('validation.positive');
    expect(key(check('abc'))).toBe('validation.positive');
    expect(key(check(''))).toBe('validation.required');
  });

  it('option text: under 150 characters', () => {
    expect(optionText('x'.repeat(149))).toBeUndefined();
    expect(optionText('x'.repeat(150))).toEqual({ message: 'validation.option_text', args: { max: 150 } });
  });

  it('price: required and valid', () => {
    const price = priceIn(2);
    expect(key(price(''))).toBe('validation.price_required');
    for (const good of ['0', '12', '12.5', '12.50', 3]) expect(price(good)).toBeUndefined();
    for (const bad of ['-1', '1.234', 'abc', '1,5']) expect(key(price(bad))).toBe('validation.price');
  });

  it('price of a money without decimals (rupiah): whole amounts only', () => {
    const rupiah = priceIn(0);
    for (const good of ['0', '25000', 25000]) expect(rupiah(good)).toBeUndefined();
    for (const bad of ['25000.5', '12.50', '1.']) expect(key(rupiah(bad))).toBe('validation.price_whole');
    expect(key(rupiah('abc'))).toBe('validation.price');
    expect(key(rupiah(''))).toBe('validation.price_required');
  });

  it('confirm password must equal the new password', () => {
    const check = confirmPassword('new_password');
    expect(check('abc', { new_password: 'abc' })).toBeUndefined();
    expect(key(check('abd', { new_password: 'abc' }))).toBe('validation.password_mismatch');
  });

  it('all: the first failure', () => {
    const check = all(required('validation.confirm_password_required'), confirmPassword('p'));
    expect(key(check('', { p: 'x' }))).toBe('validation.confirm_password_required');
    expect(key(check('y', { p: 'x' }))).toBe('validation.password_mismatch');
  });

  it("has the app's messages in both languages", () => {
    expect(translate('en-US', 'validation.password_mismatch')).toBe('Confirm password and password do not match');
    expect(translate('en-US', 'validation.old_password_required')).toBe('Old password required');
    expect(translate('en-US', 'validation.new_password_required')).toBe('New password required');
    expect(translate('en-US', 'validation.confirm_password_required')).toBe('Confirm password required');
    expect(translate('en-US', 'validation.email')).toBe('Please enter the correct email format');
    expect(translate('en-US', 'validation.domain')).toBe('Wrong format');
    expect(translate('en-US', 'validation.port')).toBe('Only supports port range from 0 to 65535');
    expect(translate('en-US', 'validation.required')).toBe('This item is required');
    expect(translate('en-US', 'validation.positive', { field: 'Price' })).toBe('Price should be greater than 0');
    expect(translate('zh-CN', 'validation.password_mismatch')).toBe('确认密码与新密码不一致');
  });
});
