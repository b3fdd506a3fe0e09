/** Import of stores and employees from a spreadsheet: the file's refusals, the rows' messages, the template and the import page. */
export default {
  import: {
    field: { licence_years: 'Licence years' },
    template_name: '%{name} import template',
    file: {
      empty: 'The file is empty',
      type: 'The file is not a spreadsheet: upload an xlsx or csv file',
      renamed: 'The file is named .%{ext} but holds another format: save it as xlsx or csv from your spreadsheet program',
      unreadable: 'The file cannot be read as a spreadsheet: save it as xlsx or csv and upload it again',
      too_many_rows: 'The file has more than %{max} rows: split it into several files',
      header: 'The first row must be the template’s header row; missing columns: %{columns}',
      no_rows: 'The file has a header row but no rows below it',
      no_valid_rows: 'No row of the file can be imported: fix the errors and upload it again',
    },
    formula: 'This cell holds a formula (%{text}): formulas are not evaluated, type the value itself',
    not_a_choice: 'Pick one of the list’s choices',
    unknown: {
      company_name: 'No brand named “%{name}” in %{dealer}',
      country: 'No country “%{name}”: use its code (ID, TR, MY, PH) or its name',
      version_name: 'No version named “%{name}”',
    },
    version_not_offered: 'Version “%{name}” is not offered to this dealer’s stores',
    brand_disabled: 'Brand “%{name}” is disabled: it takes no new store',
    country_of_brand: 'A dealer’s store is in its brand’s country (%{country})',
    role_not_assignable: 'You may not give this role',
    row_error: 'Row %{row}, %{column}: %{message}',
    example: {
      company_name: 'Your brand',
      store_name: 'Example store, Jl. Sudirman',
      address: 'Jl. Jend. Sudirman No. 1, Jakarta',
      contact_name: 'Budi Santoso',
      password: 'Change-me-123',
    },
  },
  audit: {
    field: { file: 'File', rows: 'Rows', created: 'Created', left_out: 'Left out', accounts: 'Accounts used' },
  },
};
