import type { TSchema } from '@sinclair/typebox';
import Box from '@mui/material/Box';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isEmpty, type Validator } from '../../resources/validation';
import { maxLengthOf, requiredRule, schemaRule } from './form-rules';

/** Past the limit: how long the text is and what the limit is (a pasted name is kept whole, not cut). */
const notLongerThan =
  (max: number): Validator =>
  (value) => {
    const count = isEmpty(value) ? 0 : String(value).length;
    return count > max ? { message: 'pages.common.too_long', args: { count, max } } : undefined;
  };

export interface LimitedTextInputProps extends Omit<TextInputProps, 'validate' | 'helperText'> {
  /** The field's schema (resources/<name>/schema.ts): its length limit and its other rules. */
  schema: TSchema;
  required?: boolean;
}

/**
 * A text input that counts against its length limit: "n/limit" under it as the user types and, past
 * the limit, a message that says so. Nothing typed or pasted is cut off silently. Every name field
 * uses it.
 */
export function LimitedTextInput({ schema, required = false, ...props }: LimitedTextInputProps) {
  const max = maxLengthOf(schema) ?? Number.POSITIVE_INFINITY;
  const value: unknown = useWatch({ name: props.source });
  const count = isEmpty(value) ? 0 : String(value).length;
  const translate = useTranslate();
  const rules = [notLongerThan(max), schemaRule(schema)];
  const over = count > max;
  return (
    <TextInput
      {...props}
      validate={required ? [requiredRule(), ...rules] : rules}
      helperText={
        // past the limit at once, even before the field is checked (when the user leaves it)
        <Box
          component="span"
          data-testid="length-counter"
          sx={{ display: 'block', textAlign: over ? 'left' : 'right', color: over ? 'error.main' : undefined }}
        >
          {over ? translate('pages.common.too_long', { count, max }) : `${count}/${max}`}
        </Box>
      }
    />
  );
}
