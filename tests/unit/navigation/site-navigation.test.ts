// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toNavGroups, toNavItems } from '@/lib/navigation/server';

describe('menu and footer from content', () => {
  it('keeps parents without a link when they have a submenu, drops empty entries', () => {
    const items = toNavItems([
      {
        id: 'products',
        name: 'Products',
        path: null,
        position: 'left',
        submenu: [
          { id: 'freshly', name: 'Freshly', path: '/freshly', position: 'left', submenu: [] },
          { id: 'broken', name: 'Broken', path: null, position: 'left', submenu: [] },
        ],
      },
      { id: 'contact', name: 'Contact us', path: '/contact', position: 'right', submenu: [] },
      { id: 'nothing', name: 'Nothing', path: null, position: 'left', submenu: [] },
    ]);
    expect(items).toEqual([
      {
        id: 'products',
        label: 'Products',
        href: '/freshly',
        position: 'left',
        children: [{ id: 'freshly', label: 'Freshly', href: '/freshly', position: 'left', children: [] }],
      },
      { id: 'contact', label: 'Contact us', href: '/contact', position: 'right', children: [] },
    ]);
  });

  it('drops footer links without a path and groups without links', () => {
    expect(
      toNavGroups([
        {
          title: 'Help',
          links: [
            { label: 'FAQ', path: '/faq' },
            { label: 'Gone', path: null },
          ],
        },
        { title: 'Empty', links: [{ label: 'Gone', path: null }] },
      ]),
    ).toEqual([{ title: 'Help', links: [{ label: 'FAQ', href: '/faq' }] }]);
  });
});
