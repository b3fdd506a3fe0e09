import MuiLink from '@mui/material/Link';
import type { TSchema } from '@sinclair/typebox';
import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, useRecordContext, type Validator } from 'react-admin';
import { Link } from 'react-router-dom';
import { targetOf } from '../../../resources/reference-fields';
import { LIST_ROWS_META } from '../../providers/list-rows';

/** The chosen record is read back as a row of its list (`ids=`), as the list itself reads it. */
const AS_LIST_ROWS = { meta: LIST_ROWS_META };

interface ReferenceSelectProps {
  source: string;
  /** The `ref(…)` schema of the field (resources/reference.ts). */
  schema: TSchema;
  label: string;
  validate?: Validator;
  helperText?: string | ReactElement;
}

/**
 * A `ref(…)` field as a searchable select over the records of its resource that the user sees (its
 * own list, searched by the filter named like the field that names them), in a form or a list's
 * filters: react-admin's ReferenceInput, so the chosen record is read back by id.
 */
export function ReferenceSelect({ source, schema, label, validate, helperText }: ReferenceSelectProps) {
  const target = targetOf(schema)!;
  return (
    <ReferenceInput source={source} reference={target.resource} queryOptions={AS_LIST_ROWS}>
      <AutocompleteInput
        label={label}
        optionText={target.name}
        filterToQuery={(search: string) => (search ? { [target.name]: search } : {})}
        validate={validate}
        helperText={helperText}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>
  );
}

/**
 * The record a `ref` field points at, by the field naming it (its `refName`), linked to its page
 * (react-admin's `/<resource>/<id>` leads there): a list's cell, an edit page's line under the select.
 */
export function ReferenceLink({ source, refField, target }: { source: string; refField: string; target: string }) {
  const record = useRecordContext();
  const id = record?.[refField] as number | null | undefined;
  if (!record || id === null || id === undefined) return null;
  return (
    <MuiLink component={Link} to={`/${target}/${id}`} data-testid={`ref-${refField}`} onClick={(event) => event.stopPropagation()}>
      {String(record[source] ?? `#${id}`)}
    </MuiLink>
  );
}
