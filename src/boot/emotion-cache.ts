import createCache from '@emotion/cache';
import { prefixer, RULESET, type Element } from 'stylis';

const NATIVE_VALIDITY = /:(in)?valid\b/;

/**
 * Leaves out style rules on the browser's own `:valid` / `:invalid` states. The app's forms do not
 * use native validation (react-admin's forms are `noValidate` and show their own errors), and MUI's
 * one such rule (no box shadow on an invalid input, for old Firefox) made Chromium recheck the form's
 * state for every required field a page inserted (docs/ui.md, "Loading").
 */
export function dropNativeValidityRules(element: Element): void {
  if (element.type !== RULESET || !Array.isArray(element.props)) return;
  const selectors = element.props.filter((selector) => !NATIVE_VALIDITY.test(selector));
  if (selectors.length === element.props.length) return;
  element.props = selectors;
  // a rule with no selector left is written as nothing
  if (selectors.length === 0) element.children = [];
}

/** Emotion's cache for every screen: its default one (same key, vendor prefixes) with the rule above. */
export const emotionCache = createCache({ key: 'css', stylisPlugins: [dropNativeValidityRules, prefixer] });
