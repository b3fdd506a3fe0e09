import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '../../../src/layout/use-document-title';
import { setLang } from '../../../src/state/app-state';

const at = (path: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

describe('the page title', () => {
  it('names the page, then the app, in the current language', () => {
    setLang('en-US');
    renderHook(() => useDocumentTitle(), { wrapper: at('/distributor/list') });
    expect(document.title).toBe('Dealer List - Distributor Admin');
    renderHook(() => useDocumentTitle(), { wrapper: at('/distributor/edit') });
    expect(document.title).toBe('Add Dealer - Distributor Admin');
    setLang('zh-CN');
    renderHook(() => useDocumentTitle(), { wrapper: at('/seller/store/list') });
    expect(document.title).toBe('门店管理 - 经销商管理后台');
    renderHook(() => useDocumentTitle(), { wrapper: at('/nowhere') });
    expect(document.title).toBe('经销商管理后台');
    setLang('en-US');
  });
});

describe('the title and language binding', () => {
  it('follows the language, and leaves the page alone when other state changes', async () => {
    const { bindDocumentTitle } = await import('../../../src/locale');
    const { appState, setMenuCollapsed } = await import('../../../src/state/app-state');
    setLang('en-US');
    const unbind = bindDocumentTitle((pathname) => `title of ${pathname}`);
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, childList: true, subtree: true, characterData: true });
    try {
      setMenuCollapsed(!appState.get().menuCollapsed);
      await Promise.resolve(); // MutationObserver reports in a microtask
      // each write of `lang` makes the browser restyle the whole page, even with the same value
      expect(writes).toEqual([]);
      setLang('zh-CN');
      await Promise.resolve();
      expect(document.documentElement.lang).toBe('zh-CN');
      expect(writes.map((record) => record.attributeName)).toEqual(['lang']);
    } finally {
      observer.disconnect();
      unbind();
      setLang('en-US');
    }
  });
});
