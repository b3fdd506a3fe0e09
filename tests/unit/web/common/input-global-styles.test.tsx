import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { AppFrame } from '../../../../src/boot/AppFrame';
import { dropNativeValidityRules } from '../../../../src/boot/emotion-cache';

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

describe("rules on the browser's own validity states", () => {
  it("are left out of the page: the inputs are styled, without MUI's :invalid rule", () => {
    render(<Form inputs={2} />);
    const css = document.head.textContent ?? '';
    expect(css).toMatch(/\.MuiInputBase-input\{/);
    expect(css).not.toContain(':invalid');
  });

  it('leave the other selectors of a rule, and the rules around, as they were', () => {
    const written = serialize(
      compile('.a:invalid{box-shadow:none}.b{color:red}.c:hover,.c:valid{margin:0}.d:invalid .e{x:1}'),
      middleware([dropNativeValidityRules, stringify]),
    );
    expect(written).toBe('.b{color:red;}.c:hover{margin:0;}');
  });
});
