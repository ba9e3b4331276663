import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryDate } from '@/components/delivery/DeliveryDate';
import type { Locale } from '@/lib/i18n/locales';

const serverHtml = async (locale: Locale, country: string, days: string) => {
  const element = await DeliveryDate({ locale, country, days });
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  return { element, container };
};

const text = (container: HTMLElement) => container.querySelector('strong')?.textContent;

afterEach(() => vi.useRealTimers());

describe('DeliveryDate', () => {
  it('writes the arrival range and the cut-off in the server HTML, in three languages', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const en = await serverHtml('en', 'DE', '2-4');
    expect(text(en.container)).toBe('Arrives Fri 27 Nov – Tue 1 Dec');
    expect([...en.container.querySelectorAll('time')].map((time) => time.dateTime)).toEqual([
      '2026-11-27',
      '2026-12-01',
    ]);
    expect(en.container.textContent).toContain('Orders placed by 14:00 (Italian time) on a working day');
    expect(text((await serverHtml('de', 'DE', '2-4')).container)).toBe(
      'Voraussichtliche Lieferung: Fr., 27. Nov. – Di., 1. Dez.',
    );
    expect((await serverHtml('de', 'DE', '2-4')).container.textContent).toContain('bis 14:00 Uhr');
    expect(text((await serverHtml('it', 'IT', '1-2')).container)).toBe('Arriva tra gio 26 nov e ven 27 nov');
    expect(text((await serverHtml('en', 'XX', '3-3')).container)).toBe('Arrives Mon 30 Nov');
  });

  it('dates a cached copy for when it stops being fresh, and the browser refines it to the order placed now', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:57:00Z'), toFake: ['Date'] });
    const { element, container } = await serverHtml('en', 'IT', '1-2');
    expect(text(container)).toBe('Arrives Fri 27 Nov – Mon 30 Nov');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(text(container)).toBe('Arrives Thu 26 Nov – Fri 27 Nov');
    expect(container.querySelector('time')?.dateTime).toBe('2026-11-26');
    container.remove();
  });

  it('shows a copy served after the next cut-off the arrival of an order placed then', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:57:00Z'), toFake: ['Date'] });
    const { element, container } = await serverHtml('de', 'IT', '1-2');
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(text(container)).toBe('Voraussichtliche Lieferung: Fr., 27. Nov. – Mo., 30. Nov.');
    expect([...container.querySelectorAll('time')].map((time) => time.dateTime)).toEqual(['2026-11-27', '2026-11-30']);
    container.remove();
  });

  it('leaves out a range it cannot read', async () => {
    expect(await DeliveryDate({ locale: 'en', country: 'DE', days: 'soon' })).toBeNull();
  });
});
