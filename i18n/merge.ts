export type Messages = { [key: string]: string | Messages };

/** Deep-merges message modules so each area of the app can keep its own file. */
export function mergeMessages(...parts: Messages[]): Messages {
  const out: Messages = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const prev = out[key];
      out[key] = typeof value === 'object' && typeof prev === 'object' ? mergeMessages(prev, value) : value;
    }
  }
  return out;
}

/** Looks up a dotted key; undefined when absent. */
export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style interpolation (%{name}), the syntax react-admin's i18nProvider uses. */
export function interpolate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
