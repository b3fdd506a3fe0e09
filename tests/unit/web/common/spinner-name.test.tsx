import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { act, render, screen } from '@testing-library/react';
import { LoadingInput } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFrame } from '../../../../src/boot/AppFrame';
import { setLang } from '../../../../src/state/app-state';

afterEach(() => act(() => setLang('en-US')));

describe('progress indicators', () => {
  it('are named by the app frame, in the language shown, however react-admin draws them', async () => {
    act(() => setLang('en-US'));
    // a select still loading its choices after a second
    render(
      <AppFrame>
        <LoadingInput label="Owner" timeout={0} />
      </AppFrame>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => setLang('zh-CN'));
    expect(await screen.findByRole('progressbar', { name: '加载中…' })).toBeTruthy();
  });

  it('a bar too: the page-loading bar at the top of the app', () => {
    render(
      <AppFrame>
        <LinearProgress />
      </AppFrame>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });

  it('keep a name given on purpose', () => {
    render(
      <AppFrame>
        <CircularProgress aria-label="Uploading" />
      </AppFrame>,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).toBeTruthy();
  });
});
