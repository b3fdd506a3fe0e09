import { describe, expect, it } from 'vitest';
import { DistributorCreate, QuotaChange } from '../../../../resources/distributor';
import { keepText, maxLengthOf, requiredField, schemaRule } from '../../../../src/common/form-rules';
import { hashPassword } from '../../../../src/common/PasswordPair';
import { exportBodyOf } from '../../../../src/common/ExportListButton';
import { md5 } from '../../../../src/http/md5';

const fields = DistributorCreate.properties;

describe('form rules from the shared schemas', () => {
  it('checks lengths and patterns with i18n keys, leaving empty values to required', () => {
    const account = schemaRule(fields.admin_account);
    expect(account('')).toBeUndefined();
    expect(account('ab')).toEqual({ message: 'ra.validation.minLength', args: { min: 3 } });
    expect(account('has space')).toEqual({ message: 'pages.common.format', args: {} });
    expect(account('good_name.1')).toBeUndefined();
    expect(schemaRule(fields.name)('x'.repeat(101))).toEqual({ message: 'ra.validation.maxLength', args: { max: 100 } });
  });

  it('checks whole numbers and their range', () => {
    const change = schemaRule(QuotaChange.properties.change);
    expect(change(1.5)).toEqual({ message: 'pages.common.integer', args: {} });
    expect(change(2_000_000)).toEqual({ message: 'ra.validation.maxValue', args: { max: 1_000_000 } });
    expect(change(10)).toBeUndefined();
  });

  it('marks required fields and reads input limits', () => {
    const [required] = requiredField(fields.name);
    expect(required('  ')).toEqual({ message: 'validation.required', args: {} });
    expect((required as { isRequired?: boolean }).isRequired).toBe(true);
    expect(maxLengthOf(fields.email)).toBe(100);
    expect(keepText(null as unknown as string)).toBe('');
  });

  it('sends passwords as MD5 without their confirmation', () => {
    expect(hashPassword('password')({ account: 'a', password: 'pw', password_confirm: 'pw' })).toEqual({
      account: 'a',
      password: md5('pw'),
    });
  });

  it('exports with the non-empty filters, the sort in the API’s terms and the browser’s time zone', () => {
    expect(exportBodyOf({ name: '', level: 2, countries: ['ID'], status: null }, { field: 'name', order: 'ASC' })).toEqual({
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      level: 2,
      countries: ['ID'],
      sort: 'name',
      order: 'asc',
    });
  });
});
