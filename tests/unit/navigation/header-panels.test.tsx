import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOnePanelOpen } from '@/lib/browser/header-panels';

function usePanel(name: string) {
  const [open, setOpen] = useState(false);
  useOnePanelOpen(name, open, setOpen);
  return { open, setOpen };
}

describe('useOnePanelOpen', () => {
  it('closes the open panel when another one opens, and leaves a panel open on its own', () => {
    const menu = renderHook(() => usePanel('menu'));
    const search = renderHook(() => usePanel('search'));
    act(() => menu.result.current.setOpen(true));
    expect(menu.result.current.open).toBe(true);
    act(() => search.result.current.setOpen(true));
    expect(search.result.current.open).toBe(true);
    expect(menu.result.current.open).toBe(false);
    act(() => menu.result.current.setOpen(true));
    expect(search.result.current.open).toBe(false);
    expect(menu.result.current.open).toBe(true);
  });
});
