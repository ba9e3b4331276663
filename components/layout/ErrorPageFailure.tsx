import en from '@/messages/en.json';
import de from '@/messages/de.json';
import it from '@/messages/it.json';

const texts = { en: en.errors, de: de.errors, it: it.errors };

/** Last resort when the error page itself cannot render: no providers, only the locale from the URL. */
export function ErrorPageFailure({ locale }: { locale: string }) {
  const t = texts[locale as keyof typeof texts] ?? texts.en;
  const home = locale === 'en' || !(locale in texts) ? '/' : `/${locale}`;
  return (
    <main
      id="main"
      className="error-page"
      style={{ padding: '3rem 1rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <h1>{t.errorPageFailed}</h1>
      <p>
        {/* A full page load: the client router may be what failed. */}
        <a href={home}>{t.goHome}</a>
      </p>
    </main>
  );
}
