import { useMemo } from 'react';
import { ChoicesContextProvider, SelectInput, useChoicesContext, type ChoicesContextValue, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * The choices of a select whose choices are still loading: the value already chosen (an edit
 * page's) as a choice with no text, so that the select shows it chosen once its text comes.
 */
export function waitingChoices(value: unknown): { id: string | number }[] {
  return value === undefined || value === null || value === '' ? [] : [{ id: value as string | number }];
}

/**
 * react-admin's SelectInput inside a ReferenceInput, drawn as itself from the start: while the
 * choices load it is the same select, its menu empty until they come. react-admin draws a loading
 * input of its own there, which the select then replaces: one more commit, which removes and
 * inserts a whole field; a select read-only meanwhile would restyle it all when enabled (docs/ui.md,
 * "Loading").
 */
export function ReferenceSelectInput(props: SelectInputProps) {
  const choices = useChoicesContext();
  const value: unknown = useWatch({ name: choices.source });
  const shown = useMemo((): ChoicesContextValue => {
    if (!choices.isPending) return choices;
    const waiting = waitingChoices(value);
    return {
      ...choices,
      isPending: false,
      isLoading: false,
      error: null,
      allChoices: waiting,
      availableChoices: waiting,
      selectedChoices: waiting,
      total: waiting.length,
    };
  }, [choices, value]);
  return (
    <ChoicesContextProvider value={shown}>
      <SelectInput {...props} />
    </ChoicesContextProvider>
  );
}
