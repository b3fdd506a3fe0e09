import { describe, expect, it } from 'vitest';
import { DistributorCreate } from '../../../../resources/distributor';
import { schemaRefusal } from '../../../../resources/schema-refusal';
import { providerOf } from '../../../../resources/payment';
import { refusalOnField } from '../../../../src/common/field-refusals';
import { schemaRule } from '../../../../src/common/form-rules';
import { readEnvelope } from '../../../../src/http/envelope';

const refusal = (body: Record<string, unknown>) => {
  try {
    readEnvelope(400, { data: null, ...body });
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
};

describe('server refusals on their field', () => {
  it('puts a 1001 naming a field under that field, with the server message', () => {
    const error = refusal({ code: 1001, msg: '请输入正确的邮箱格式', reason: 'email', field: 'email' });
    expect(refusalOnField(error)).toEqual({ email: '请输入正确的邮箱格式' });
  });

  it('maps a body field to its input where the form names it otherwise', () => {
    const error = refusal({ code: 1001, msg: 'Too long', reason: 'option_texts.2', field: 'option_texts.2' });
    expect(refusalOnField(error, {}, (field) => `${field}.text`)).toEqual({ 'option_texts.2.text': 'Too long' });
  });

  it('leaves a 1001 about no field to the toast', () => {
    expect(refusalOnField(refusal({ code: 1001, msg: 'Invalid parameter: body', reason: 'body' }))).toBeUndefined();
  });
});

describe('one rule source for the form and the server', () => {
  it("gives the email field the form's own message", () => {
    expect(schemaRule(DistributorCreate.properties.email)('a@b')).toEqual({ message: 'validation.email', args: {} });
  });

  it('gives the port its range message, whatever breaks it', () => {
    const port = providerOf('host')?.fields.find((field) => field.name === 'port');
    expect(port && schemaRefusal(port.schema, 70000)).toEqual({ message: 'validation.port', args: {} });
    expect(port && schemaRefusal(port.schema, 80.5)).toEqual({ message: 'validation.port', args: {} });
    expect(port && schemaRefusal(port.schema, 443)).toBeUndefined();
  });
});
