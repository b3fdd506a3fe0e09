import type { TSchema } from '@sinclair/typebox';
import { createElement, Fragment, useState } from 'react';
import { choiceLabels } from '../../../i18n/resource-messages';
import { targetOf } from '../../../resources/reference-fields';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { growingLines } from '../../common/growing-lines';
import { DatePickerInput } from '../../common/pickers/DatePickerInput';
import { DateTimePickerInput } from '../../common/pickers/DateTimePickerInput';
import { CreatePage, EditPage } from '../../common/FormPages';
import { keepText, lengthLimit, requiredField, requiredRule, schemaRule } from '../../common/form-rules';
import { LimitedTextInput } from '../../common/LimitedTextInput';
import { useCan } from '../../common/use-user';
import { permissionOf, type CrudPageProps, type CrudResource, type FormOptions } from './crud-resource';
import { PreviewLink } from './PreviewLink';
import { ReferenceLink, ReferenceSelect } from './ReferenceInputs';
import { choiceItems, choicesOf, kindOf, nameFieldOf, textSize } from './schema-fields';

interface FieldProps {
  resource: CrudResource;
  field: string;
  schema: TSchema;
  required: boolean;
  creating: boolean;
  form: FormOptions;
}

/** The starting value of a field on a create page: the declaration's default, false for a boolean. */
function defaultOf(resource: CrudResource, field: string, schema: TSchema): unknown {
  const given = resource.defaults?.[field];
  if (typeof given === 'function') return (given as () => unknown)();
  return given ?? (kindOf(schema) === 'boolean' ? false : undefined);
}

/** The starting values of a create page's fields (defaultOf), worked out once per page. */
function useStartingValues(resource: CrudResource): Record<string, unknown> {
  const [values] = useState(() =>
    Object.fromEntries(
      Object.entries(resource.create?.properties ?? {})
        .map(([field, schema]) => [field, defaultOf(resource, field, schema)] as const)
        .filter(([, value]) => value !== undefined),
    ),
  );
  return values;
}

/** The input its schema gives a field, with the schema's limits and the resource's hint (`resources.<name>.hints.<field>`). */
function FieldInput(props: FieldProps) {
  const { resource, field, schema, required, creating, form } = props;
  const own = form.inputs?.[field as never] as React.ComponentType<{ source: string; creating: boolean }> | undefined;
  if (own) return createElement(own, { source: field, creating });
  const helperText = resource.messages?.['en-US'].hints?.[field] ? `resources.${resource.name}.hints.${field}` : undefined;
  const values = choicesOf(schema);
  if (values)
    return (
      <SelectInput
        source={field}
        choices={choiceItems(choiceLabels(resource, field), values)}
        validate={required ? requiredRule() : undefined}
        helperText={helperText}
      />
    );
  switch (kindOf(schema)) {
    case 'reference': {
      // on an edit page, the record it points at by its name, linked to its page (unless a hint has the line)
      const named = nameFieldOf(resource.item, field);
      const target = targetOf(schema)!.resource;
      const link = !creating && named ? <ReferenceLink source={named} refField={field} target={target} /> : undefined;
      return (
        <ReferenceSelect
          source={field}
          schema={schema}
          label={`resources.${resource.name}.fields.${field}`}
          validate={required ? requiredRule() : undefined}
          helperText={helperText ?? link}
        />
      );
    }
    case 'date':
      return <DatePickerInput source={field} helperText={helperText} />;
    case 'boolean':
      return <BooleanInput source={field} helperText={helperText} />;
    case 'datetime':
      return <DateTimePickerInput source={field} helperText={helperText} />;
    case 'number':
      return <NumberInput source={field} validate={required ? requiredField(schema) : schemaRule(schema)} helperText={helperText} />;
    default: {
      const size = textSize(schema);
      const shared = {
        source: field,
        parse: required ? undefined : keepText,
        fullWidth: size !== 'short',
      };
      const shaped = (slotProps?: ReturnType<typeof lengthLimit>) => (size === 'long' ? growingLines(3, slotProps) : { slotProps });
      // a hint takes the helper line; otherwise the line counts against the limit (nothing pasted is cut)
      return helperText ? (
        <TextInput
          {...shared}
          {...shaped(lengthLimit(schema))}
          validate={required ? requiredField(schema) : schemaRule(schema)}
          helperText={helperText}
        />
      ) : (
        <LimitedTextInput {...shared} {...shaped()} schema={schema} required={required} />
      );
    }
  }
}

/**
 * A resource's form from its create body (resources/<name>): a field each, in the body's order,
 * required as the body requires it and checked against its limits; short fields in two columns,
 * long texts below at full width. The edit page shows the same fields.
 */
function CrudInputs({ resource, form = {}, creating }: CrudPageProps & { creating: boolean }) {
  const body = resource.create;
  if (!body) return null;
  const required = new Set(body.required ?? []);
  const fields = Object.entries(body.properties).map(([field, schema]) => ({
    field,
    schema,
    wide: !form.inputs?.[field as never] && kindOf(schema) === 'text' && textSize(schema) !== 'short',
  }));
  const input = (field: string, schema: TSchema) => (
    <FieldInput key={field} {...{ resource, field, schema, creating, form }} required={required.has(field)} />
  );
  return (
    <>
      <FormGrid>{fields.filter((f) => !f.wide).map((f) => input(f.field, f.schema))}</FormGrid>
      {fields
        .filter((f) => f.wide)
        .map((f) => (
          <Fragment key={f.field}>
            {input(f.field, f.schema)}
            {!creating && textSize(f.schema) === 'long' && <PreviewLink field={f.field} />}
          </Fragment>
        ))}
    </>
  );
}

/** A resource's create page (…/edit without an id, or …/add): back to the list once saved. */
export function CrudCreate(props: CrudPageProps) {
  return (
    <CreatePage defaultValues={useStartingValues(props.resource)}>
      <CrudInputs {...props} creating />
    </CreatePage>
  );
}

/** A resource's edit page (…/edit?id=…): saved with `<name>:update`, read-only without it. */
export function CrudEdit(props: CrudPageProps) {
  const canUpdate = useCan(permissionOf(props.resource, 'update'));
  return (
    <EditPage canSave={() => canUpdate}>
      <CrudInputs {...props} creating={false} />
    </EditPage>
  );
}
