/**
 * A toast's time counts from when the screen shows it (src/notify/toast.ts): one made while the
 * app's code still loads, as a session found expired at start, is still there to be read.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { API_ERROR_TOAST_MS, toast, toasts } from '../../../src/notify/toast';
import ToastList from '../../../src/notify/ToastList';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  toasts.set({ list: [] });
});

it('keeps a toast made before any screen shows it, then gives it its whole time once shown', () => {
  toast('Login expired, please login again', { type: 'error', duration: API_ERROR_TOAST_MS });
  // the app's code takes longer than the toast's time to come
  vi.advanceTimersByTime(API_ERROR_TOAST_MS * 2);
  expect(toasts.get().list).toHaveLength(1);

  const { rerender } = render(<ToastList list={toasts.get().list} />);
  expect(screen.getByText('Login expired, please login again')).toBeTruthy();
  act(() => vi.advanceTimersByTime(API_ERROR_TOAST_MS - 100));
  expect(toasts.get().list).toHaveLength(1);
  act(() => vi.advanceTimersByTime(200));
  expect(toasts.get().list).toHaveLength(0);
  rerender(<ToastList list={toasts.get().list} />);
  expect(screen.queryByText('Login expired, please login again')).toBeNull();
});
