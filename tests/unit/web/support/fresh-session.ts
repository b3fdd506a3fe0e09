import type { Mock } from 'vitest';
import { userInfoState } from '../../../../src/auth/session-state';
import { toasts } from '../../../../src/notify/toast';
import { bindNavigate } from '../../../../src/routes/navigator';

/** Before each test of the session layer: no user, no toast, `navigate` bound and its calls forgotten. */
export function freshSession(navigate: Mock): void {
  bindNavigate(navigate);
  navigate.mockReset();
  toasts.set({ list: [] });
  userInfoState.set({ user: null });
}
