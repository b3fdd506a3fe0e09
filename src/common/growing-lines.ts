/** A text input's slot props, as react-admin's `TextInput` passes them to MUI's `TextField`. */
interface TextSlotProps {
  input?: object;
  htmlInput?: object;
  inputLabel?: object;
}

/**
 * The props of a multi-line text input, `lines` lines high, that grows with its text through CSS
 * (`field-sizing`). MUI's own multi-line input measures a hidden copy of itself in a layout effect,
 * which makes the browser lay the page out in the middle of the form's first commit; a plain
 * textarea does not. A browser without `field-sizing` shows `lines` lines the user can drag taller.
 */
export const growingLines = (lines: number, slotProps: TextSlotProps = {}) => ({
  multiline: true,
  rows: lines,
  sx: {
    '& textarea': { fieldSizing: 'content', minHeight: `${lines * 1.4375}em` },
    '@supports not (field-sizing: content)': { '& textarea': { resize: 'vertical' } },
  } as const,
  slotProps: {
    ...slotProps,
    input: { ...slotProps.input, inputComponent: 'textarea' as const },
    // a textarea has no type (MUI's input gives every input one)
    htmlInput: { ...slotProps.htmlInput, type: undefined },
  },
});
