import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFrame } from '../../../../src/boot/AppFrame';
import { NATIVE_INVALID_RULE } from '../../../../src/boot/emotion-cache';

const globalSheets = () => document.head.querySelectorAll('style[data-emotion="css-global"]').length;

function Form({ inputs }: { inputs: number }) {
  return (
    <AppFrame>
      {Array.from({ length: inputs }, (_, i) => (
        <TextField key={i} label={`Field ${i}`} />
      ))}
    </AppFrame>
  );
}

describe("inputs' global styles", () => {
  it('adds no style sheet per input: one for the page, whatever the number of inputs', () => {
    const one = render(<Form inputs={1} />);
    const withOne = globalSheets();
    one.unmount();
    render(<Form inputs={30} />);
    expect(globalSheets()).toBe(withOne);
  });

  it('still hears the browser autofill an input, whose label then moves up', () => {
    render(<Form inputs={2} />);
    // the animation whose start MUI hears, on every input, and its keyframes, once
    const css = document.head.textContent ?? '';
    expect(css).toMatch(/\.MuiInputBase-input\{[^}]*animation-name:mui-auto-fill-cancel/);
    expect(css).toMatch(/\.MuiInputBase-input:-webkit-autofill\{[^}]*animation-name:mui-auto-fill;/);
    expect(css).toContain('@keyframes mui-auto-fill{');
    const input = screen.getByLabelText('Field 0');
    const label = document.querySelector(`label[for="${input.id}"]`)!;
    expect(label.getAttribute('data-shrink')).toBe('false');
    fireEvent.animationStart(input, { animationName: 'mui-auto-fill' });
    expect(label.getAttribute('data-shrink')).toBe('true');
  });
});

describe("rules on the browser's own :invalid state", () => {
  it("are left out of the page: the inputs are styled, without MUI's :invalid rule", () => {
    render(<Form inputs={2} />);
    const css = document.head.textContent ?? '';
    expect(css).toMatch(/\.MuiInputBase-input\{/);
    expect(css).not.toContain(':invalid');
  });

  it('are the plain rules of one selector on :invalid: a rule with other selectors, or an at-rule, stays', () => {
    const dropped = (rule: string) => NATIVE_INVALID_RULE.test(rule);
    expect(dropped('.css-1x:invalid{box-shadow:none;}')).toBe(true);
    expect(dropped('.a .b:invalid > .c{x:1;}')).toBe(true);
    expect(dropped('.c:hover,.c:invalid{margin:0;}')).toBe(false);
    expect(dropped('.b{color:red;}')).toBe(false);
    expect(dropped('.e{background:url(a:invalid.png);}')).toBe(false);
    expect(dropped('@media (min-width:600px){.d:invalid{x:1;}}')).toBe(false);
  });
});
